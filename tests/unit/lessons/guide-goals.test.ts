/**
 * Issue 14: sandbox checklists can be completed, a wrong capture of a safe-capture exercise names
 * the piece that takes back, the links of a sandbox follow its board, and the table of contents
 * groups every exercise under its heading.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/engine/banqi';
import { banqiGame as banqiEngine } from '../../../src/engine/banqi';
import { BANQI_EXAMPLE_GAME } from '../../../src/lessons/banqi/example-game';
import { revealOdds } from '../../../src/lessons/banqi/hidden';
import { valueOf } from '../../../src/lessons/fraction';
import { BANQI_PRACTICE } from '../../../src/lessons/banqi/practice';
import { goalOf, judgeAttempt, recaptureOf } from '../../../src/lessons/judge';
import { playHref, withPosition } from '../../../src/lessons/links';
import { guideOutline } from '../../../src/lessons/outline';
import { exerciseProblems } from '../../../src/lessons/schema';
import { named, ofKind, position, square } from './helpers';

const SQUARES = 'abcdefgh'.split('').flatMap((f) => [1, 2, 3, 4].map((r) => `${f}${r}`));
const ATTEMPTS = SQUARES.flatMap((a) => SQUARES.map((b) => a + b));

/** Every goal an attempt from this position can tick. */
const reachable = (pos: Position): Set<string> => new Set(ATTEMPTS.map((m) => goalOf(banqiEngine, pos, m)));

describe('sandbox goals (issue 14)', () => {
  const withGoals = ofKind('sandbox').filter((e) => (e.goals ?? []).length > 0);

  it('turn-sandbox, board-use and illegal-sandbox each have a checklist', () => {
    expect(withGoals.map((e) => e.id).sort()).toEqual(['board-use', 'illegal-sandbox', 'turn-sandbox']);
  });

  for (const ex of withGoals) {
    it(`${named(ex)}: every goal (${(ex.goals ?? []).join(', ')}) can be triggered from the start`, () => {
      const can = reachable(position(ex.position));
      for (const g of ex.goals ?? []) expect(can.has(g), g).toBe(true);
    });
  }

  it('goalOf: a refusal counts as its code; a legal action as reveal, capture or move', () => {
    const pos = position('c1Sr2X1/S2s1X2/X2G3X/C2hHX2 r A1E1a1e1h1 10 25');
    expect(goalOf(banqiEngine, pos, 'd2d3')).toBe('general-cannot-take-soldier');
    expect(goalOf(banqiEngine, pos, 'd2c3')).toBe('diagonal');
    expect(goalOf(banqiEngine, pos, 'e1d1')).toBe('capture');
    expect(goalOf(banqiEngine, pos, 'd2e2')).toBe('move');
    expect(goalOf(banqiEngine, pos, 'f1f1')).toBe('reveal');
  });

  it('the schema refuses a goal that is neither an action nor a refusal code', () => {
    const ex = withGoals[0]!;
    expect(exerciseProblems({ ...ex, goals: ['fly'] }).join()).toMatch(/goal 'fly'/);
    expect(exerciseProblems(ex)).toEqual([]);
  });
});

describe('a wrong capture in a safe-capture exercise says who takes back (issue 14)', () => {
  const ex = ofKind('find-move').find((e) => e.id === 'practice-safe-capture')!;
  const pos = position(ex.position);

  it('the other capture is answered by the capture that takes the horse back', () => {
    const other = banqiEngine.legalMoves(pos).filter((m) => banqiEngine.isCapture(pos, m) && !ex.solutions.includes(m));
    expect(other.length).toBeGreaterThan(0);
    for (const m of other) {
      const j = judgeAttempt(banqiEngine, ex, { position: pos, found: [] }, m);
      expect(j.verdict).toBe('recaptured');
      if (j.verdict !== 'recaptured') continue;
      expect(j.by.slice(2)).toBe(m.slice(2));
      const after = banqiEngine.play(pos, m);
      expect(after.ok && banqiEngine.legalMoves(after.value)).toContain(j.by);
    }
  });

  it('the safe capture itself has no recapture', () => {
    for (const m of ex.solutions) expect(recaptureOf(banqiEngine, pos, m)).toBeUndefined();
  });
});

describe('links of a sandbox follow its board (issue 14)', () => {
  const start = 'X1X2hX1/2R3X1/X3s2X/1C4X1 r G1A1S1a1e1c1s1 4 9';
  const now = 'X1X2hX1/2R3X1/X3s2X/2C3X1 b G1A1S1a1e1c1s1 5 9';

  it('the play link carries the current position', () => {
    const href = withPosition(playHref('pt', 'banqi', start), start, now);
    expect(new URL(href, 'https://x.test').searchParams.get('position')).toBe(now);
  });

  it('the report mail carries the current position and no longer the start', () => {
    const mail = `mailto:a@b.c?subject=s&body=${encodeURIComponent(`Position: ${start}\nPage: u`)}`;
    const body = decodeURIComponent(new URL(withPosition(mail, start, now)).searchParams.get('body') ?? '');
    expect(body).toContain(now);
    expect(body).not.toContain(start);
  });
});

describe('guide outline for the table of contents (issue 14)', () => {
  const source = [
    'Intro <Exercise id="lead-one" />',
    '## Rules',
    '### Moves',
    '<Exercise id="a" />',
    '<Exercise id="b" />',
    '```mdx',
    '## not a heading',
    '<Exercise id="in-code" />',
    '```',
    '## Practice',
    '<Practice />',
  ].join('\n');
  const headings = [
    { depth: 2, slug: 'rules', text: 'Rules' },
    { depth: 3, slug: 'moves', text: 'Moves' },
    { depth: 2, slug: 'practice', text: 'Practice' },
  ];
  const practice = BANQI_PRACTICE.flatMap((s) => s.exercises);

  it('puts each exercise under the heading above it, and the practice under its heading', () => {
    const out = guideOutline(source, headings, practice);
    expect(out).toEqual({
      ok: true,
      value: [
        { slug: 'rules', text: 'Rules', depth: 2, exercises: [] },
        { slug: 'moves', text: 'Moves', depth: 3, exercises: ['a', 'b'] },
        { slug: 'practice', text: 'Practice', depth: 2, exercises: practice },
      ],
    });
  });

  it('is a typed error when the rendered headings disagree with the source', () => {
    const out = guideOutline(source, headings.slice(1), practice);
    expect(out.ok).toBe(false);
  });
});

describe('"not your piece" exercises test that rule alone (issue 14)', () => {
  const colourOnly = ofKind('legality').filter((e) => e.expect === 'not-your-piece');

  it('colours-first-reveal and faq-colour are among them', () => {
    expect(colourOnly.map((e) => e.id)).toEqual(expect.arrayContaining(['colours-first-reveal', 'faq-colour']));
  });

  for (const ex of colourOnly) {
    it(`${named(ex)}: with the other side to move, ${ex.move} is legal`, () => {
      const [board, side, ...rest] = ex.position.split(' ');
      const other = [board, side === 'r' ? 'b' : 'r', ...rest].join(' ');
      expect(banqiEngine.explain(position(other), ex.move)).toBe('legal');
    });
  }
});

describe('"choose the safest reveal": the stored answer has strictly the lowest odds (issue 14)', () => {
  const list = ofKind('safest-reveal');

  it('the strategy section has one', () => {
    expect(list.map((e) => e.id)).toContain('strategy-safest-reveal');
  });

  for (const ex of list) {
    it(`${named(ex)}: ${ex.answer} is the safest of ${ex.squares.join(', ')}`, () => {
      const pos = position(ex.position);
      const risk = (sq: string): number => {
        const o = revealOdds(pos, square(sq));
        if (!o.ok) throw new Error(o.error);
        return valueOf(o.value.risk);
      };
      for (const other of ex.squares.filter((s) => s !== ex.answer)) expect(risk(ex.answer)).toBeLessThan(risk(other));
    });
  }

  it('the schema refuses an answer outside the squares, or a square that is not face down', () => {
    const ex = list[0]!;
    expect(exerciseProblems({ ...ex, answer: 'b1' }).join()).toMatch(/not among/);
    expect(exerciseProblems({ ...ex, squares: ['b2', ex.answer] }).join()).toMatch(/no reveal/);
  });
});

describe('the annotated example game (issue 14)', () => {
  it('has 10 to 15 half-moves, each legal in turn, reveals with an identity the pool still holds', () => {
    const g = BANQI_EXAMPLE_GAME;
    expect(g.moves.length).toBeGreaterThanOrEqual(10);
    expect(g.moves.length).toBeLessThanOrEqual(15);
    const start = banqiEngine.parse(g.start);
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    let pos = start.value;
    for (const m of g.moves) {
      const [move = '', identity] = m.split('=');
      expect(banqiEngine.explain(pos, move), m).toBe('legal');
      expect(banqiEngine.isReveal(move), `${m}: a reveal names its identity`).toBe(identity !== undefined);
      const next = banqiEngine.play(pos, move, identity);
      expect(next.ok, m).toBe(true);
      if (!next.ok) return;
      pos = next.value;
    }
    expect(banqiEngine.status(pos).result).toBe('ongoing');
  });
});

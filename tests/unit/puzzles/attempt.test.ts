/** Issue 49: one puzzle being solved (right moves, the defender's replies, a wrong move) and why a move fails. */
import { describe, expect, it } from 'vitest';
import { lineProse, whyItFails } from '../../../src/islands/puzzles/line-prose';
import { banqiGame } from '../../../src/engine/banqi';
import { jungleGame } from '../../../src/engine/jungle';
import type { GameRules } from '../../../src/engine/core/game-rules';
import { expected, startRun, tryMove } from '../../../src/puzzles/attempt';
import { readShipped } from '../../../src/puzzles/shipped';
import type { Puzzle } from '../../../src/puzzles/schema';

function shippedPuzzles(game: 'banqi' | 'jungle'): Puzzle[] {
  const r = readShipped(game);
  if (!r.ok) throw new Error(`shipped ${game}`);
  return r.value.puzzles;
}
const jungle = shippedPuzzles('jungle');
const banqi = shippedPuzzles('banqi');
const long = jungle.find((p) => p.line.length >= 3)!;
const rules = (p: Puzzle) => (p.game === 'banqi' ? banqiGame : jungleGame) as GameRules<unknown>;
const start = (p: Puzzle) => {
  const r = rules(p).parse(p.position);
  if (!r.ok) throw new Error(p.id);
  return r.value;
};

describe('tryMove', () => {
  it('plays a right move with the defender reply, and the last right move solves', () => {
    const first = tryMove(long, startRun(), long.line[0]!);
    expect(first.played).toEqual(long.line.slice(0, 2));
    expect(first.run).toEqual({ ply: 2, state: 'todo', wrong: null });
    expect(expected(long, first.run)).toBe(long.line[2]);
    let run = first.run;
    while (run.state === 'todo') run = tryMove(long, run, expected(long, run)!).run;
    expect(run).toEqual({ ply: long.line.length, state: 'solved', wrong: null });
  });

  it('fails on any other legal move, at the start or later, and then takes no more moves', () => {
    const pos = start(long);
    const other = rules(long)
      .legalMoves(pos)
      .find((m) => m !== long.line[0])!;
    const failed = tryMove(long, startRun(), other);
    expect(failed).toEqual({ run: { ply: 0, state: 'failed', wrong: other }, played: [] });
    expect(tryMove(long, failed.run, long.line[0]!).run).toEqual(failed.run);
    const second = tryMove(long, tryMove(long, startRun(), long.line[0]!).run, long.line[0]!);
    expect(second.run.state).toBe(long.line[0] === long.line[2] ? 'todo' : 'failed');
  });

  it('matches a reveal in the line by its square, without its identity', () => {
    const p: Puzzle = { ...banqi[0]!, line: ['c3c3=R'] };
    expect(tryMove(p, startRun(), 'c3c3').run.state).toBe('solved');
  });
});

describe('whyItFails and lineProse', () => {
  /** A wrong move of a shipped puzzle after which the other side has a capture, with that capture. */
  function refuted(p: Puzzle): { wrong: string; reply: string; quiet: string | undefined } | null {
    const r = rules(p);
    const pos = start(p);
    for (const wrong of r.legalMoves(pos)) {
      if (wrong === p.line[0] || r.isReveal(wrong)) continue;
      const after = r.play(pos, wrong);
      if (!after.ok || r.status(after.value).result !== 'ongoing') continue;
      const replies = r.legalMoves(after.value).filter((m) => !r.isReveal(m));
      const reply = replies.find((m) => {
        const next = r.play(after.value, m);
        return r.isCapture(after.value, m) && next.ok && r.status(next.value).result === 'ongoing';
      });
      if (reply !== undefined) return { wrong, reply, quiet: replies.find((m) => !r.isCapture(after.value, m)) };
    }
    return null;
  }

  it('says the reply takes the piece on its square, or that the chance is gone', () => {
    const p = jungle.find((x) => refuted(x)?.quiet !== undefined)!;
    const found = refuted(p)!;
    const why = whyItFails(rules(p), start(p), found.wrong, found.reply);
    expect(why.kind).toBe('capture');
    expect(why.vars.square).toBe(found.reply.slice(2, 4));
    expect(why.vars.reply).toBe(`${found.reply.slice(0, 2)}×${found.reply.slice(2, 4)}`);
    expect(whyItFails(rules(p), start(p), found.wrong, found.quiet!).kind).toBe('quiet');
    expect(whyItFails(rules(p), start(p), found.wrong, null).kind).toBe('none');
  });

  it('says a reply that ends the game wins it, and a reveal is left to chance', () => {
    // Some shipped Jungle puzzle has a wrong move after which the other side can end the game.
    const ending = jungle.flatMap((p) => {
      const r = rules(p);
      const pos = start(p);
      return r.legalMoves(pos).flatMap((wrong) => {
        const after = r.play(pos, wrong);
        if (!after.ok || r.status(after.value).result !== 'ongoing') return [];
        const win = r.legalMoves(after.value).find((m) => {
          const n = r.play(after.value, m);
          return n.ok && r.status(n.value).result !== 'ongoing';
        });
        return win === undefined ? [] : [{ p, wrong, win }];
      });
    })[0];
    expect(ending).toBeDefined();
    expect(whyItFails(rules(ending!.p), start(ending!.p), ending!.wrong, ending!.win).kind).toBe('wins');
    const withHidden = banqi.find((p) => banqiGame.targets(start(p) as never).revealable.size > 0)!;
    const square = [...banqiGame.targets(start(withHidden) as never).revealable][0]!;
    expect(whyItFails(rules(withHidden), start(withHidden), square + square, null)).toEqual({
      kind: 'reveal',
      vars: { square },
    });
  });

  it('writes the line move by move on the position each is played from', () => {
    const prose = lineProse(rules(long), start(long), long.line).split(', ');
    expect(prose).toHaveLength(long.line.length);
    for (const [i, text] of prose.entries()) expect(text.replace(/[–×]/, '')).toBe(long.line[i]);
  });
});

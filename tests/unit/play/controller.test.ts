import { describe, expect, it } from 'vitest';
import { START_TEXT } from '../../../src/engine/banqi';
import { START_POSITION as JUNGLE_START } from '../../../src/engine/jungle';
import {
  agreeDraw,
  aiRequest,
  canUndo,
  currentPosition,
  explainAttempt,
  flip,
  humanTargets,
  isAiTurn,
  moveRows,
  positionAfter,
  newGame,
  outcome,
  play,
  resign,
  statusView,
  undo,
} from '../../../src/play/controller';
import {
  BANQI_ENDGAME,
  JUNGLE_ENDGAME,
  LOCAL,
  VS_AI_FIRST,
  VS_AI_SECOND,
  banqiRules,
  game,
  jungleRules,
  playAll,
} from './helpers';

describe('new game', () => {
  it('B1: a Banqi game starts from the untouched start and holds no identity before a reveal', () => {
    const g = game(banqiRules, VS_AI_FIRST);
    expect(banqiRules.format(g.start)).toBe(START_TEXT);
    expect(g.plies).toEqual([]);
    expect(Object.keys(g).sort()).toEqual(['draw', 'ending', 'game', 'orientation', 'plies', 'seed', 'setup', 'start']);
  });

  it('reveals draw from the pool: the same draw seed gives the same identity, other seeds others', () => {
    const first = (seed: number) => playAll(banqiRules, game(banqiRules, LOCAL, undefined, seed), ['a1a1', 'human']);
    expect(first(1).plies[0]!.text).toBe(first(1).plies[0]!.text);
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((n) => first(n).plies[0]!.piece));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a Jungle game starts red to move; playing blue puts blue at the bottom and lets the AI open', () => {
    const g = game(jungleRules, VS_AI_SECOND);
    expect(jungleRules.format(currentPosition(g))).toBe(JUNGLE_START);
    expect(g.orientation).toBe('second');
    expect(isAiTurn(jungleRules, g)).toBe(true);
    expect(humanTargets(jungleRules, g).movable.size).toBe(0);
    expect(game(jungleRules, VS_AI_FIRST).orientation).toBe('first');
  });

  it('starts from a given position (a lesson link): reveals turn up only what its pool holds', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const g = playAll(banqiRules, game(banqiRules, VS_AI_FIRST, 'XX6/8/8/R6c r R1h1 4 12', seed), ['a4a4', 'human']);
      expect(['R', 'h']).toContain(g.plies[0]!.piece);
    }
  });
});

describe('status transitions', () => {
  it('B2: first/second player until the first reveal, then the colours of that reveal', () => {
    let g = game(banqiRules, VS_AI_FIRST);
    let v = statusView(banqiRules, g);
    expect(v.toMove).toEqual({ kind: 'seat', seat: 'first' });
    expect(v.human).toEqual({ kind: 'seat', seat: 'first' });
    expect(v.role).toBe('human');
    expect(v.clock).toBe(0);
    expect(v.clockLimit).toBe(120);

    g = playAll(banqiRules, g, ['c2c2', 'human']);
    const revealed = g.plies[0]!.piece;
    expect(g.plies[0]!.text).toBe(`c2c2=${revealed}`);
    const mine = banqiRules.colourOf(revealed);
    const theirs = mine === 'red' ? 'black' : 'red';
    v = statusView(banqiRules, g);
    expect(v.human).toEqual({ kind: 'colour', colour: mine });
    expect(v.toMove).toEqual({ kind: 'colour', colour: theirs });
    expect(v.role).toBe('ai');
    expect(banqiRules.turn(currentPosition(g))).toBe(theirs);
  });

  it('B2: the second seat gets the other colour from the first reveal, made by the AI', () => {
    let g = game(banqiRules, VS_AI_SECOND);
    expect(isAiTurn(banqiRules, g)).toBe(true);
    g = playAll(banqiRules, g, ['h4h4', 'ai']);
    const first = banqiRules.colourOf(g.plies[0]!.piece);
    expect(statusView(banqiRules, g).human).toEqual({ kind: 'colour', colour: first === 'red' ? 'black' : 'red' });
    expect(statusView(banqiRules, g).role).toBe('human');
  });

  it('the no-progress clock counts quiet half-moves and resets on a capture (B8)', () => {
    let g = game(banqiRules, LOCAL, 'r7/8/8/R7 r - 7 3');
    expect(statusView(banqiRules, g).clock).toBe(7);
    g = playAll(banqiRules, g, ['a1b1', 'human']);
    expect(statusView(banqiRules, g).clock).toBe(8);
    g = playAll(banqiRules, g, ['a4a3', 'human']);
    expect(statusView(banqiRules, g).clock).toBe(9);
  });

  it('B8: capturing the last enemy piece ends the game, won by the capturer, reason no-pieces', () => {
    let g = game(banqiRules, VS_AI_FIRST, BANQI_ENDGAME);
    g = playAll(banqiRules, g, ['c4b4', 'human'], ['a4a3', 'ai']);
    expect(outcome(banqiRules, g)).toBeNull();
    g = playAll(banqiRules, g, ['a2a3', 'human']);
    expect(outcome(banqiRules, g)).toEqual({
      kind: 'win',
      winner: { kind: 'colour', colour: 'red' },
      winnerSeat: 'first',
      reason: { kind: 'rules', code: 'no-pieces' },
    });
    expect(isAiTurn(banqiRules, g)).toBe(false);
    expect(aiRequest(banqiRules, g)).toBeNull();
    expect(humanTargets(banqiRules, g).movable.size).toBe(0);
  });

  it('J6: entering the enemy den wins; the clock at its limit is a draw', () => {
    let g = game(jungleRules, VS_AI_FIRST, JUNGLE_ENDGAME);
    g = playAll(jungleRules, g, ['d7d8', 'human'], ['a1a2', 'ai'], ['d8d9', 'human']);
    expect(outcome(jungleRules, g)).toMatchObject({
      kind: 'win',
      winner: { colour: 'red' },
      reason: { code: 'den-entered' },
    });
    const drawn = game(jungleRules, LOCAL, '7/7/3L3/7/7/7/7/7/r6 r 60 40');
    expect(outcome(jungleRules, drawn)).toEqual({ kind: 'draw', reason: { kind: 'rules', code: 'no-progress' } });
  });
});

describe('playing', () => {
  it('refuses an illegal attempt with the engine reason and changes nothing (B4 diagonal, J2 water)', () => {
    const g = game(banqiRules, LOCAL, 'r7/8/8/R7 r - 0 3');
    expect(play(banqiRules, g, 'a1b2', 'human')).toEqual({ ok: false, error: { code: 'illegal', reason: 'diagonal' } });
    expect(explainAttempt(banqiRules, g, 'a1', 'b2')).toBe('diagonal');
    expect(explainAttempt(banqiRules, g, 'a4', 'a3')).toBe('not-your-piece');
    const j = game(jungleRules, LOCAL);
    expect(explainAttempt(jungleRules, j, 'a3', 'b3')).toBe('legal');
    expect(play(jungleRules, j, 'g3g4', 'human').ok).toBe(true);
    expect(explainAttempt(jungleRules, game(jungleRules, LOCAL, '7/7/7/7/7/7/7/1L5/r6 r 0 1'), 'b2', 'b3')).toBe(
      'legal',
    );
    expect(explainAttempt(jungleRules, game(jungleRules, LOCAL, '7/7/7/7/7/7/1L5/7/r6 r 0 1'), 'b3', 'b4')).toBe(
      'water-only-for-rats',
    );
  });

  it('keeps the turns apart: the reader cannot move for the AI, nor the AI for the reader', () => {
    const g = game(jungleRules, VS_AI_FIRST);
    expect(play(jungleRules, g, 'a3a4', 'ai')).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    const after = playAll(jungleRules, g, ['a3a4', 'human']);
    expect(play(jungleRules, after, 'a7a6', 'human')).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    expect(explainAttempt(jungleRules, after, 'a7', 'a6')).toBe('not-your-turn');
    expect(play(jungleRules, game(jungleRules, LOCAL), 'a3a4', 'ai').ok).toBe(false);
  });

  it('records reveals with their identity and moves with the moved and captured pieces', () => {
    let g = game(banqiRules, LOCAL, BANQI_ENDGAME);
    g = playAll(banqiRules, g, ['c4b4', 'human'], ['a4a3', 'human'], ['a2a3', 'human']);
    expect(g.plies.map((p) => [p.text, p.piece, p.captured, p.seat])).toEqual([
      ['c4b4', 'R', '', 'first'],
      ['a4a3', 's', '', 'second'],
      ['a2a3', 'R', 's', 'first'],
    ]);
    const b = playAll(banqiRules, game(banqiRules, LOCAL), ['a1a1', 'human']);
    const turned = banqiRules.contentAt(currentPosition(b), 'a1');
    expect(b.plies[0]).toMatchObject({ kind: 'reveal', text: `a1a1=${turned}`, piece: turned });
    expect(play(banqiRules, game(banqiRules, LOCAL), 'a1a1=K', 'human')).toEqual({
      ok: false,
      error: { code: 'illegal', reason: 'move-syntax' },
    });
    expect(moveRows(g).map((r) => [r.number, r.plies.map((p) => [p.n, p.ply.text])])).toEqual([
      [
        1,
        [
          [1, 'c4b4'],
          [2, 'a4a3'],
        ],
      ],
      [2, [[3, 'a2a3']]],
    ]);
    expect(banqiRules.format(positionAfter(g, 0))).toBe(banqiRules.format(g.start));
    expect(banqiRules.format(positionAfter(g, 2))).toBe(banqiRules.format(g.plies[1]!.position));
    expect(positionAfter(g, 9)).toBe(currentPosition(g));
  });

  it('lists as movable every own face-up piece, with its destinations, and the revealable squares', () => {
    const g = game(banqiRules, LOCAL, 'XX6/8/8/R6c r R1h1 4 12');
    const t = humanTargets(banqiRules, g);
    expect([...t.movable.entries()].map(([k, v]) => [k, [...v].sort()])).toEqual([['a1', ['a2', 'b1']]]);
    expect([...t.revealable].sort()).toEqual(['a4', 'b4']);
  });
});

describe('the AI request', () => {
  it('B9: gives the AI the public position only, face-down squares as X, and a per-ply seed', () => {
    let g = game(banqiRules, VS_AI_FIRST);
    g = playAll(banqiRules, g, ['d2d2', 'human']);
    const req = aiRequest(banqiRules, g);
    expect(req).not.toBeNull();
    expect(req?.position).toBe(banqiRules.format(currentPosition(g)));
    expect(
      req?.position
        .split(' ')[0]
        ?.split('')
        .filter((c) => c === 'X'),
    ).toHaveLength(31);
    expect(req?.seed).toBe(100);
    // Nothing else goes to the worker: no deal, no recorded identities.
    expect(Object.keys(req ?? {}).sort()).toEqual(['position', 'seed']);
    expect(req?.position).not.toContain('=');
  });
});

describe('undo', () => {
  it('against the AI takes back the reader’s last move and the AI’s reply', () => {
    const g0 = game(jungleRules, VS_AI_FIRST);
    const g2 = playAll(jungleRules, g0, ['a3a4', 'human'], ['a7a6', 'ai']);
    expect(canUndo(g2)).toBe(true);
    const back = undo(g2);
    expect(back.plies).toHaveLength(0);
    expect(jungleRules.format(currentPosition(back))).toBe(JUNGLE_START);
    expect(statusView(jungleRules, back).role).toBe('human');
  });

  it('while the AI has not answered yet, takes back only the reader’s move', () => {
    const g = playAll(
      jungleRules,
      game(jungleRules, VS_AI_FIRST),
      ['a3a4', 'human'],
      ['a7a6', 'ai'],
      ['a4a5', 'human'],
    );
    expect(undo(g).plies.map((p) => p.text)).toEqual(['a3a4', 'a7a6']);
  });

  it('when the AI opened (reader second), stops at the AI’s first move; nothing to undo before the reader moved', () => {
    const g = playAll(jungleRules, game(jungleRules, VS_AI_SECOND), ['a3a4', 'ai']);
    expect(canUndo(g)).toBe(false);
    expect(undo(g)).toBe(g);
    const g3 = playAll(jungleRules, g, ['a7a6', 'human'], ['g3g4', 'ai']);
    expect(undo(g3).plies.map((p) => p.text)).toEqual(['a3a4']);
  });

  it('between two people takes back one action', () => {
    const g = playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human'], ['a7a6', 'human']);
    expect(undo(g).plies.map((p) => p.text)).toEqual(['a3a4']);
  });

  it('a taken-back reveal is drawn afresh: revealing c2 again and again turns up several identities', () => {
    let g = game(banqiRules, LOCAL);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      g = playAll(banqiRules, g, ['c2c2', 'human']);
      seen.add(g.plies[0]!.piece);
      g = undo(g);
      expect(g.plies).toEqual([]);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
    expect(statusView(banqiRules, g).toMove).toEqual({ kind: 'seat', seat: 'first' });
  });

  it('fresh randomness by default: two games with no draw source do not repeat the same reveals', () => {
    const reveals = () => {
      let g = newGame(banqiRules, { setup: LOCAL, seed: 1 });
      for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'a4', 'b4', 'c4', 'd4', 'e4', 'f4'])
        g = playAll(banqiRules, g, [`${sq}${sq}`, 'human']);
      return g.plies.map((p) => p.text).join(' ');
    };
    expect(reveals()).not.toBe(reveals());
  });
});

describe('resign, draw, flip', () => {
  it('the reader resigns against the AI: the AI’s side wins, even before colours are known', () => {
    const g = resign(banqiRules, game(banqiRules, VS_AI_FIRST));
    expect(outcome(banqiRules, g)).toEqual({
      kind: 'win',
      winner: { kind: 'seat', seat: 'second' },
      winnerSeat: 'second',
      reason: { kind: 'resigned', side: { kind: 'seat', seat: 'first' } },
    });
    expect(canUndo(g)).toBe(false);
    expect(play(banqiRules, g, 'a1a1', 'human')).toEqual({
      ok: false,
      error: { code: 'illegal', reason: 'game-over' },
    });
  });

  it('between two people the side to move resigns', () => {
    const g = resign(jungleRules, playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']));
    expect(outcome(jungleRules, g)).toMatchObject({ kind: 'win', winner: { kind: 'colour', colour: 'red' } });
  });

  it('an agreed draw ends the game; neither applies to a finished game', () => {
    const g = agreeDraw(jungleRules, game(jungleRules, LOCAL));
    expect(outcome(jungleRules, g)).toEqual({ kind: 'draw', reason: { kind: 'agreed-draw' } });
    const won = playAll(
      jungleRules,
      game(jungleRules, LOCAL, JUNGLE_ENDGAME),
      ['d7d8', 'human'],
      ['a1a2', 'human'],
      ['d8d9', 'human'],
    );
    expect(agreeDraw(jungleRules, won)).toBe(won);
    expect(resign(jungleRules, won)).toBe(won);
  });

  it('flipping turns the view around and back', () => {
    const g = game(banqiRules, LOCAL);
    expect(flip(g).orientation).toBe('second');
    expect(flip(flip(g)).orientation).toBe('first');
  });
});

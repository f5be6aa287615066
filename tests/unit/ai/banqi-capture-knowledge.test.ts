/**
 * What the Banqi AI knows of who takes whom (B5, B6) agrees with the engine, for every ordered pair
 * of identities of opposite colours. The engine's answer is `explain` on a position with the two
 * pieces side by side; the AI's is asked of each part of the AI that judges captures by itself,
 * without searching (search moves come from the engine's generator, so a search cannot see a wrong
 * table): the defence test of the evaluation and the quiescence, the hunters of the chase and the
 * cornered prey, the judgement of reveals, and the piece values (prey raise a value, predators lower it).
 */
import { describe, expect, it } from 'vitest';
import { defended } from '../../../src/ai/banqi/eval';
import { fillHunterSquares } from '../../../src/ai/banqi/hunters';
import { revealScore } from '../../../src/ai/banqi/reveal';
import { computeValues } from '../../../src/ai/banqi/values';
import {
  BanqiBoard,
  IDENTITIES,
  colourOf,
  explain,
  identityOf,
  squareOf,
  type Identity,
} from '../../../src/engine/banqi';
import { banqiPos } from './helpers';

const B2 = squareOf('b2')!;
const C2 = squareOf('c2')!;
const turnLetter = (id: Identity): string => (colourOf(id) === 'red' ? 'r' : 'b');
const colourIndex = (id: Identity): number => (colourOf(id) === 'red' ? 0 : 1);
const kindIndex = (id: Identity): number => IDENTITIES.indexOf(id) % 7;

/** The engine: may `attacker` on b2 take `victim` on c2 by a step, its side to move? */
const engineTakes = (attacker: Identity, victim: Identity): boolean =>
  explain(banqiPos(`8/8/1${attacker}${victim}5/8 ${turnLetter(attacker)} - 0 10`), 'b2c2') === 'legal';

/** The engine: may `attacker` take `victim` at all, by a step or (a cannon) by a jump over a screen? */
const engineTakesAtAll = (attacker: Identity, victim: Identity): boolean =>
  engineTakes(attacker, victim) ||
  explain(
    banqiPos(`8/8/${attacker}${identityOf(colourOf(attacker), 'S')}${victim}5/8 ${turnLetter(attacker)} - 0 10`),
    'a2c2',
  ) === 'legal';

/** A board with `attacker` on b2 and `victim` on c2, face up; the attacker's side to move. */
const sideBySide = (attacker: Identity, victim: Identity): BanqiBoard =>
  BanqiBoard.fromPosition(banqiPos(`8/8/1${attacker}${victim}5/8 ${turnLetter(attacker)} - 0 10`));

const PAIRS: [Identity, Identity][] = IDENTITIES.flatMap((a) =>
  IDENTITIES.filter((v) => colourOf(v) !== colourOf(a)).map((v): [Identity, Identity] => [a, v]),
);

describe('Banqi AI: its capture knowledge is the engine’s, for every pair of pieces', () => {
  it('the pairs cover every kind against every kind, both ways round', () => {
    expect(PAIRS).toHaveLength(98);
  });

  it.each(PAIRS)(
    'B5 B6 defence (eval, quiescence): %s next to the square takes %s landing on it iff the engine says so',
    (a, v) => {
      // defended(cells, sq, colour, kind): could a piece of `colour` next to sq take back a `kind` landing there?
      const board = sideBySide(a, v);
      expect(defended(board.cells, C2, colourIndex(a), kindIndex(v))).toBe(engineTakes(a, v));
    },
  );

  it.each(PAIRS)(
    'B5 B6 hunters (chase, cornered prey): %s hunts %s iff it takes it and cannot be taken back',
    (a, v) => {
      const board = sideBySide(a, v);
      const hunters = new Int32Array(14);
      fillHunterSquares(board.pieceSets, hunters);
      const hunts = (hunters[colourIndex(v) * 7 + kindIndex(v)]! & (1 << B2)) !== 0;
      expect(hunts).toBe(engineTakes(a, v) && !engineTakes(v, a));
    },
  );

  it.each(PAIRS)(
    'B5 B6 reveal judgement: %s turning up next to %s is a loss, a threat or neither as the engine says',
    (a, v) => {
      // b2 face down with `a` the only identity in the pool, `v` face up on c2; each side to move in turn
      const values = new Float64Array(14).fill(100);
      for (const mover of [a, v]) {
        const board = BanqiBoard.fromPosition(banqiPos(`8/8/1X${v}5/8 ${turnLetter(mover)} ${a}1 0 10`));
        // the opponent of the side to move plays next: whatever it can take on b2/c2 is lost
        const [mine, theirs] = mover === a ? [a, v] : [v, a];
        const lost = engineTakes(theirs, mine);
        const threat = !lost && engineTakes(mine, theirs);
        const score = revealScore(board, B2, values);
        expect(Math.sign(score), `${mover === a ? 'revealer' : 'neighbour'}'s side to move`).toBe(
          lost ? -1 : threat ? 1 : 0,
        );
      }
    },
  );

  it.each(PAIRS)('B5 B6 piece values: %s gains by %s alive iff it may take it, loses iff only taken by it', (a, v) => {
    // the value of `a` with `v` the only enemy alive, against with no enemy alive: prey raises it, a predator lowers it
    const valueOfA = (withEnemy: boolean): number => {
      const alive = new Int32Array(14);
      alive[IDENTITIES.indexOf(a)] = 1;
      if (withEnemy) alive[IDENTITIES.indexOf(v)] = 1;
      const out = new Float64Array(14);
      computeValues(alive, out);
      return out[IDENTITIES.indexOf(a)]!;
    };
    const expected = engineTakesAtAll(a, v) ? 1 : engineTakesAtAll(v, a) ? -1 : 0;
    expect(Math.sign(valueOfA(true) - valueOfA(false))).toBe(expected);
  });
});

describe('Banqi AI: the soldier-general exception (B5)', () => {
  const exception: [Identity, Identity][] = (['red', 'black'] as const).map((c): [Identity, Identity] => [
    identityOf(c, 'G'),
    identityOf(c === 'red' ? 'black' : 'red', 'S'),
  ]);

  it.each(exception)(
    'the AI knows that %s does not take %s, and that the soldier takes the general',
    (general, soldier) => {
      expect(engineTakes(general, soldier)).toBe(false);
      expect(engineTakes(soldier, general)).toBe(true);
      // the general next to the square does not defend it against a soldier; the soldier defends it against the general
      expect(defended(sideBySide(general, soldier).cells, C2, colourIndex(general), kindIndex(soldier))).toBe(false);
      expect(defended(sideBySide(soldier, general).cells, C2, colourIndex(soldier), kindIndex(general))).toBe(true);
      // the soldier hunts the general (takes it, cannot be taken back); the general hunts nothing of the soldier's
      const hunters = new Int32Array(14);
      fillHunterSquares(sideBySide(soldier, general).pieceSets, hunters);
      expect(hunters[colourIndex(general) * 7 + kindIndex(general)]! & (1 << B2)).not.toBe(0);
      fillHunterSquares(sideBySide(general, soldier).pieceSets, hunters);
      expect(hunters[colourIndex(soldier) * 7 + kindIndex(soldier)]! & (1 << B2)).toBe(0);
    },
  );
});

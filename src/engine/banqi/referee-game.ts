/** The Banqi referee behind the one rules interface: deals are square -> letter maps (core/game-rules.ts). */
import type { GameReferee } from '../core/game-rules';
import { createRng } from '../core/rng';
import { err, ok } from '../core/result';
import { makeAction } from './action';
import { dealFromRng, makeDeal, parseDeal } from './deal';
import { FACE_DOWN, type Position } from './position';
import { Referee } from './referee';
import { nameOf } from './squares';

export const banqiReferee: GameReferee<Position> = {
  newDeal: (pos, seed) => makeDeal(dealFromRng(pos, createRng(seed))),

  checkDeal(pos, deal) {
    if (deal === null) return err('deal-missing');
    const r = parseDeal(pos, deal);
    return r.ok ? ok(makeDeal(r.value)) : err(r.error.reason);
  },

  playDealt(pos, deal, move) {
    if (deal === null) return err('identity-unknown');
    // The start's deal still holds for every face-down square: keep only those.
    const stillHidden: Record<string, string> = {};
    pos.cells.forEach((c, sq) => {
      const id = deal[nameOf(sq)];
      if (c === FACE_DOWN && id !== undefined) stillHidden[nameOf(sq)] = id;
    });
    const parsed = parseDeal(pos, stillHidden);
    if (!parsed.ok) return err(parsed.error.reason);
    const referee = new Referee(pos, { type: 'deal', deal: parsed.value });
    const played = referee.play(move);
    return played.ok ? ok({ text: makeAction(played.value), position: referee.position }) : played;
  },
};

/**
 * A game's move list as plain text, for the download next to the JSON record: one line per move
 * number, "12. c4–b4 a2×a3", a Banqi reveal as "c2=R", and a last line with how the game ended in
 * the record's own codes (`red-wins all-captured`, `resigned first`, `agreed-draw`), or `*` while
 * it goes on. Notation, not prose: it reads the same in every language.
 */
import type { RulesStatus } from '../engine/core/game-rules';
import { moveProse } from '../board/move-prose';
import { assertNever } from '../engine/core/result';
import { currentPosition } from './controller';
import type { PlayRules } from './rules';
import type { Ending, GameState, Ply } from './types';

function plyText<P>(ply: Ply<P>): string {
  switch (ply.kind) {
    case 'reveal':
      return `${ply.to}=${ply.piece}`;
    case 'move':
      return moveProse(ply.from, ply.to, ply.captured !== '');
    default:
      return assertNever(ply.kind);
  }
}

function endingLine(status: RulesStatus, ending: Ending | null): string {
  if (ending !== null) return ending.kind === 'resigned' ? `resigned ${ending.seat}` : 'agreed-draw';
  return status.result === 'ongoing' ? '*' : `${status.result} ${status.reason}`;
}

export function recordText<P>(rules: PlayRules<P>, state: GameState<P>): string {
  const lines: string[] = [];
  state.plies.forEach((ply, i) => {
    if (i % 2 === 0) lines.push(`${i / 2 + 1}. ${plyText(ply)}`);
    else lines[lines.length - 1] += ` ${plyText(ply)}`;
  });
  lines.push(endingLine(rules.status(currentPosition(state)), state.ending));
  return `${lines.join('\n')}\n`;
}

/**
 * Dictionary keys of the play page, and the mapping from the controller's typed values (sides,
 * outcomes, refusals, bad links) to them. The island fills the placeholders with formatMessage.
 */
import { assertNever } from '../engine/core/result';
import type { Game } from '../board/types';
import type { PlayRules } from './rules';
import { POSITION_FIELDS } from './rules';
import type { PositionParamError } from './url';
import { LEVELS, type Outcome, type OverReason, type SideName } from './types';

/** Side names as key suffixes: a seat before Banqi's colours are known, else a colour. */
const SIDE_KEYS = ['first', 'second', 'red', 'black', 'blue'] as const;
export type SideKey = (typeof SIDE_KEYS)[number];

export const sideKey = (side: SideName): SideKey => (side.kind === 'seat' ? side.seat : side.colour);

/** Every play.* key the page uses, for both games. */
const PLAY_KEYS = [
  'play.intro.banqi',
  'play.intro.jungle',
  'play.noscript',
  'play.status.label',
  ...SIDE_KEYS.map((s) => `play.turn.${s}`),
  ...SIDE_KEYS.map((s) => `play.you.${s}`),
  ...SIDE_KEYS.map((s) => `play.win.${s}`),
  'play.role.you',
  'play.role.local',
  'play.clock.banqi',
  'play.clock.jungle',
  'play.outcome.youWon',
  'play.outcome.aiWon',
  'play.outcome.draw',
  'play.ending.resigned',
  'play.ending.agreed',
  'play.over.hint',
  'play.moves.heading',
  'play.moves.empty',
  'play.captured.heading',
  'play.captured.none',
  'play.actions.label',
  'play.action.new',
  'play.action.undo',
  'play.action.resign',
  'play.action.draw',
  'play.action.flip',
  'play.action.copy',
  'play.new.heading',
  'play.new.opponent',
  'play.new.opponent.ai',
  'play.new.opponent.local',
  'play.new.level',
  ...LEVELS.map((l) => `play.level.${l}`),
  'play.new.seat',
  'play.new.seat.first',
  'play.new.seat.second',
  'play.new.seat.hint',
  'play.new.colour',
  'play.new.colour.red',
  'play.new.colour.blue',
  'play.new.start',
  'play.new.start.standard',
  'play.new.start.current',
  'play.new.submit',
  'play.new.cancel',
  'play.resign.confirm',
  'play.resign.yes',
  'play.resign.no',
  'play.draw.pending',
  'play.draw.asking',
  'play.draw.accepted',
  'play.draw.declined',
  'play.draw.offered',
  'play.draw.accept',
  'play.draw.decline',
  'play.draw.declinedLocal',
  'play.ai.thinking',
  'play.ai.moved',
  'play.ai.error',
  'play.ai.retry',
  'play.wait',
  'play.refused',
  'play.undone',
  'play.started',
  'play.copied',
  'play.copyManual',
  'play.position.error',
  'play.position.empty',
  'play.position.tooLong',
  ...POSITION_FIELDS.map((f) => `play.position.field.${f}`),
  'play.position.fallback',
  'play.position.loaded',
  'play.save.corrupt',
  'play.save.restored',
  'play.save.truncated',
  'play.dismiss',
] as const;

/** A message to show: a dictionary key and its placeholder values. */
export interface Message {
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
}

const illegalKey = (game: Game, code: string): string => `${game}.illegal.${code}`;
const statusKey = (game: Game, code: string): string => `${game}.status.${code}`;

/** Every key a game's play page needs: the play.* keys and the engine's refusal and status codes. */
export function playKeysFor<P>(rules: PlayRules<P>): string[] {
  return [
    ...PLAY_KEYS,
    ...rules.illegalReasons.map((c) => illegalKey(rules.game, c)),
    ...rules.statusReasons.map((c) => statusKey(rules.game, c)),
  ];
}

/** Why an attempt was refused ('not-your-turn' while the AI is to move, else the engine's code). */
export const refusalMessage = (game: Game, code: string): Message =>
  code === 'not-your-turn' ? { key: 'play.wait' } : { key: illegalKey(game, code) };

export function reasonMessage(game: Game, reason: OverReason): Message {
  switch (reason.kind) {
    case 'rules':
      return { key: statusKey(game, reason.code) };
    case 'resigned':
      return { key: 'play.ending.resigned' };
    case 'agreed-draw':
      return { key: 'play.ending.agreed' };
    default:
      return assertNever(reason);
  }
}

/**
 * The result lines of a finished game: who won (or the draw), why, and against the AI whether the
 * reader won. `humanSeat` is null between two people.
 */
export function outcomeMessages(game: Game, outcome: Outcome, humanSeat: 'first' | 'second' | null): Message[] {
  const lines: Message[] = [];
  if (outcome.kind === 'draw') lines.push({ key: 'play.outcome.draw' });
  else {
    if (humanSeat !== null)
      lines.push({ key: outcome.winnerSeat === humanSeat ? 'play.outcome.youWon' : 'play.outcome.aiWon' });
    lines.push({ key: `play.win.${sideKey(outcome.winner)}` });
  }
  lines.push(reasonMessage(game, outcome.reason));
  return lines;
}

export function positionErrorMessage(e: PositionParamError): Message {
  switch (e.code) {
    case 'empty':
      return { key: 'play.position.empty' };
    case 'too-long':
      return { key: 'play.position.tooLong' };
    case 'invalid':
      return { key: `play.position.field.${e.field}` };
    default:
      return assertNever(e);
  }
}

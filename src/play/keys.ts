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
import { RECORD_KEYS } from './record-keys';

/** Side names as key suffixes: a seat before Banqi's colours are known, else a colour. */
const SIDE_KEYS = ['first', 'second', 'red', 'black', 'blue'] as const;
export type SideKey = (typeof SIDE_KEYS)[number];

export const sideKey = (side: SideName): SideKey => (side.kind === 'seat' ? side.seat : side.colour);

/** Position errors worth their own sentence (a piece in a den, ...); others are named by their field. */
const POSITION_REASONS_WITH_TEXT = [
  'den-entered-by-side-to-move',
  'piece-in-own-den',
  'both-dens-entered',
  'non-rat-in-water',
] as const;

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
  ...POSITION_REASONS_WITH_TEXT.map((r) => `play.position.reason.${r}`),
  'play.position.fallback',
  'play.position.loaded',
  'play.save.corrupt',
  'play.save.restored',
  'play.save.truncated',
  'play.dismiss',
  ...RECORD_KEYS,
  ...SIDE_KEYS.map((s) => `play.resigned.${s}`),
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
 * The result lines of a finished game, from the reader's side: against the AI whether the reader
 * won ("You resigned. The AI wins."), between two people who won; then why. `humanSeat` is null
 * between two people (and for a room's spectators).
 */
export function outcomeMessages(game: Game, outcome: Outcome, humanSeat: 'first' | 'second' | null): Message[] {
  if (outcome.kind === 'draw') return [{ key: 'play.outcome.draw' }, reasonMessage(game, outcome.reason)];
  const reason = outcome.reason;
  if (reason.kind === 'resigned') {
    if (humanSeat !== null && outcome.winnerSeat !== humanSeat) return [{ key: 'play.outcome.youResigned' }];
    if (humanSeat === null)
      return [{ key: `play.resigned.${sideKey(reason.side)}` }, { key: `play.win.${sideKey(outcome.winner)}` }];
  }
  const lines: Message[] = [];
  if (humanSeat !== null)
    lines.push({ key: outcome.winnerSeat === humanSeat ? 'play.outcome.youWon' : 'play.outcome.aiWon' });
  lines.push({ key: `play.win.${sideKey(outcome.winner)}` });
  lines.push(reasonMessage(game, reason));
  return lines;
}

export function positionErrorMessage(e: PositionParamError): Message {
  switch (e.code) {
    case 'empty':
      return { key: 'play.position.empty' };
    case 'too-long':
      return { key: 'play.position.tooLong' };
    case 'invalid':
      return positionReasonMessage(e.field, e.reason);
    default:
      return assertNever(e);
  }
}

function positionReasonMessage(field: string, reason: string): Message {
  const specific = (POSITION_REASONS_WITH_TEXT as readonly string[]).includes(reason);
  return { key: specific ? `play.position.reason.${reason}` : `play.position.field.${field}` };
}

/**
 * Dictionary keys of the play page's game record (the readable move list, stepping through the
 * game, export and import) and of its safe flow (a link opened over a saved game, a finished
 * link, an opponent's piece); the mapping of a RecordError to its message.
 */
import { assertNever } from '../engine/core/result';
import type { RecordError } from './record-file';

export const RECORD_KEYS = [
  'play.record.reveal',
  'play.record.start',
  'play.record.help',
  'play.record.viewing',
  'play.record.viewingStart',
  'play.action.live',
  'play.action.export',
  'play.action.import',
  'play.export.heading',
  'play.export.hint',
  'play.export.copy',
  'play.export.copied',
  'play.import.heading',
  'play.import.label',
  'play.import.submit',
  'play.import.done',
  'play.import.error',
  'play.import.empty',
  'play.import.tooLong',
  'play.import.notJson',
  'play.import.badShape',
  'play.import.wrongGame',
  'play.import.badStart',
  'play.import.badMove',
  'play.import.badEnding',
  'play.close',
  'play.link.question',
  'play.link.keep',
  'play.link.play',
  'play.link.kept',
  'play.position.finished',
  'play.outcome.youResigned',
] as const;

/** Why an import failed, in the reader's words (the current game is kept in every case). */
export function recordErrorMessage(e: RecordError): { key: string; vars?: Record<string, number> } {
  switch (e.code) {
    case 'empty':
      return { key: 'play.import.empty' };
    case 'too-long':
      return { key: 'play.import.tooLong' };
    case 'not-json':
      return { key: 'play.import.notJson' };
    case 'bad-shape':
      return { key: 'play.import.badShape' };
    case 'wrong-game':
      return { key: 'play.import.wrongGame' };
    case 'bad-start':
      return { key: 'play.import.badStart' };
    case 'bad-move':
      return { key: 'play.import.badMove', vars: { n: e.ply } };
    case 'bad-ending':
      return { key: 'play.import.badEnding' };
    default:
      return assertNever(e);
  }
}

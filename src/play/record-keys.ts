/**
 * Dictionary keys of the play page's game record (the readable move list, stepping through the
 * game, export and import) and of its safe flow (a link opened over a saved game, a finished
 * link, an opponent's piece) and of replay links; the mapping of a RecordError to its message.
 */
import { pluralKeys } from '../i18n/format';
import type { RecordError } from './record-file';

export const RECORD_KEYS = [
  'play.record.reveal',
  'play.record.start',
  'play.record.help',
  'play.record.viewing',
  'play.record.by.first',
  'play.record.by.second',
  'play.record.by.red',
  'play.record.by.black',
  'play.record.by.blue',
  'play.record.viewingStart',
  'play.action.live',
  'play.action.export',
  'play.action.import',
  'play.export.heading',
  'play.export.hint',
  'play.export.copy',
  'play.export.copied',
  'play.export.download',
  'play.export.downloadText',
  'play.export.show',
  'play.export.copyLink',
  'play.export.linkCopied',
  'play.export.share',
  'play.share.title.banqi',
  'play.share.title.jungle',
  'play.import.heading',
  'play.import.label',
  'play.import.file',
  'play.import.submit',
  ...pluralKeys('play.import.done'),
  'play.import.error',
  'play.import.empty',
  'play.import.tooLong',
  'play.import.notJson',
  'play.import.badShape',
  'play.import.wrongGame',
  'play.import.badStart',
  'play.import.badMove',
  'play.import.badEnding',
  'play.import.endingMismatch',
  ...pluralKeys('play.replay.loaded'),
  'play.replay.error',
  'play.replay.damaged',
  'play.replay.tooLong',
  'play.close',
  'play.link.question',
  'play.link.keep',
  'play.link.play',
  'play.link.kept',
  'play.position.finished',
  'play.outcome.youResigned',
] as const;

/** The message of each RecordError code (a Record over the codes, so a new code must get its text). */
const RECORD_ERROR_KEYS: Readonly<Record<RecordError['code'], string>> = {
  empty: 'play.import.empty',
  'too-long': 'play.import.tooLong',
  'not-json': 'play.import.notJson',
  'bad-shape': 'play.import.badShape',
  'wrong-game': 'play.import.wrongGame',
  'bad-start': 'play.import.badStart',
  'bad-move': 'play.import.badMove',
  'bad-ending': 'play.import.badEnding',
  'ending-mismatch': 'play.import.endingMismatch',
};

/** Why an import failed, in the reader's words (the current game is kept in every case). */
export function recordErrorMessage(e: RecordError): { key: string; vars?: Record<string, number> } {
  const key = RECORD_ERROR_KEYS[e.code];
  return e.code === 'bad-move' ? { key, vars: { n: e.ply } } : { key };
}

/** Translated text for the play island: the page hands it raw dictionary entries, filled here with formatMessage. */
import { formatMessage } from '../../i18n/format';
import type { Message } from '../../play/keys';

export type Strings = Readonly<Record<string, string>>;

/** The text of a message (a key alone, or a key with placeholder values). */
export function tr(strings: Strings, message: Message | string): string {
  const m = typeof message === 'string' ? { key: message } : message;
  return formatMessage(strings[m.key] ?? m.key, m.vars);
}

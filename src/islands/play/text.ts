/** Translated text for the play island: the page hands it raw dictionary entries, filled here with formatMessage. */
import { formatCounted, formatMessage } from '../../i18n/format';
import type { Message } from '../../play/keys';

export type Strings = Readonly<Record<string, string>>;

/**
 * The text of a message (a key alone, or a key with placeholder values). Given the page's BCP 47 tag, a message
 * with a numeric `count` takes the form the count needs (`<key>_one`, `<key>_other`) where the dictionary has them.
 */
export function tr(strings: Strings, message: Message | string, langTag?: string): string {
  const m = typeof message === 'string' ? { key: message } : message;
  const count = m.vars?.['count'];
  if (langTag !== undefined && typeof count === 'number')
    return formatCounted((key) => strings[key], m.key, langTag, count, m.vars);
  return formatMessage(strings[m.key] ?? m.key, m.vars);
}

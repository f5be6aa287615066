/** The trainer's strings: a raw string of the page's registry with its placeholders filled. */
import { formatMessage, type MessageVars } from '../../i18n/format';

export type Tr = (key: string, vars?: MessageVars) => string;

export const makeTr =
  (strings: Readonly<Record<string, string>>): Tr =>
  (key, vars) =>
    formatMessage(strings[key] ?? key, vars);

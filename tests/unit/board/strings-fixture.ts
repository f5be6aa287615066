/** The site's own dictionaries for the locales the board tests read (pt and de). */
import { DICTIONARIES } from '../../../src/i18n/dictionaries';

export const BOARD_DICTIONARIES: Readonly<Record<'pt' | 'de', Readonly<Record<string, string>>>> = {
  pt: DICTIONARIES.pt,
  de: DICTIONARIES.de,
};

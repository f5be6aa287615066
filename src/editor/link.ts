/** The editor's ?position= parameter: the text as given (the editor loads even a position the engine refuses, to fix it). */
import { MAX_POSITION_LENGTH } from '../play/url';

/** The notation in `?position=`, trimmed; null when absent, empty or longer than any position. */
export function linkedPosition(search: string): string | null {
  const value = new URLSearchParams(search).get('position')?.trim() ?? '';
  return value === '' || value.length > MAX_POSITION_LENGTH ? null : value;
}

/**
 * One schema for every dictionary, derived from the reference key set: strict (no missing key,
 * no extra key) and no empty or blank value.
 */
import { z } from 'zod';
import { MESSAGE_KEYS, type MessageKey } from './dictionaries';

const message = z.string().trim().min(1, { message: 'empty string' });

const dictionarySchema = z
  .object(Object.fromEntries(MESSAGE_KEYS.map((key) => [key, message])) as Record<MessageKey, typeof message>)
  .strict();

/** Lists the problems of one dictionary as readable lines ('missing key x', 'empty string at y', ...); [] when valid. */
export function dictionaryProblems(dictionary: unknown): string[] {
  const parsed = dictionarySchema.safeParse(dictionary);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `extra keys: ${issue.keys.join(', ')}`;
    const where = issue.path.join('.');
    if (issue.code === 'invalid_type' && issue.received === 'undefined') return `missing key: ${where}`;
    return `${issue.message} at ${where}`;
  });
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The interpolation variables a message uses, sorted: '{{count}} for {{query}}' -> ['count', 'query']. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();
}

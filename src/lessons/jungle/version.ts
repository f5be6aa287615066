/**
 * The rules version the Jungle guide and its exercises follow (rules.md J1-J6): the rules it covers and the month
 * of that version. Every error report names it in the reader's language (lesson.jungle.version.report); the
 * rules-version card states it in prose (lesson.jungle.version.summary).
 */
export const JUNGLE_RULES_VERSION = { rules: 'J1–J6', date: '2026-11' } as const;

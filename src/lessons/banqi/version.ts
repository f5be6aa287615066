/**
 * The rules version the Banqi guide and its exercises follow (rules.md B1-B9): the rules it covers and the month
 * of that version. Every error report names it in the reader's language (lesson.banqi.version.report); the
 * rules-version card states it in prose (lesson.banqi.version.summary).
 */
export const BANQI_RULES_VERSION = { rules: 'B1–B9', date: '2026-11' } as const;

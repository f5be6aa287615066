/**
 * The rules version the Banqi guide and its exercises follow (rules.md B1-B9): named in the
 * rules-version card (translated as lesson.banqi.version.summary) and, as this id, in every error report.
 */
export const BANQI_RULES_VERSION = 'Banqi 8x4, Ply Yard rules B1-B9 (2026-11)';

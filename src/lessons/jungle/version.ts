/**
 * The rules version the Jungle guide and its exercises follow (rules.md J1-J6): named in the
 * rules-version card (translated as lesson.jungle.version.summary) and, as this id, in every error report.
 */
export const JUNGLE_RULES_VERSION = 'Dou Shou Qi 7x9, Ply Yard rules J1-J6 (2026-11)';

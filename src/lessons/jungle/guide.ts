/**
 * The structure every locale's Jungle guide must have (content-brief.md, issues 12 and 46): its sections
 * and FAQ entries in order, by fixed id. The MDX wraps each in <Section id> / <FaqItem id>; the
 * content test checks every locale against this list.
 */
export const JUNGLE_GUIDE_SECTIONS = [
  'lead',
  'overview',
  'rules-version',
  'notation',
  'rules-board',
  'rules-ranks',
  'rules-moves',
  'rules-water',
  'rules-jumps',
  'rules-traps',
  'rules-end',
  'board-use',
  'rat-elephant',
  'choices',
  'strategy',
  'drill-terrain',
  'drill-jump',
  'drill-den',
  'example',
  'misconception',
  'analysis',
  'practice',
  'faq',
  'play',
  'sources',
] as const;

export const JUNGLE_FAQ = [
  'rat-elephant',
  'jump',
  'trap',
  'own-den',
  'start',
  'draw',
  'friendly-rat',
  'stronger',
  'trapped-attacker',
] as const;

/**
 * The structure every locale's Banqi guide must have (content-brief.md): its sections and FAQ
 * entries in order, by fixed id. The MDX wraps each in <Section id> / <FaqItem id>; the content
 * test checks every locale against this list.
 */
export const BANQI_GUIDE_SECTIONS = [
  'lead',
  'overview',
  'rules-version',
  'notation',
  'rules-setup',
  'rules-colours',
  'rules-turn',
  'rules-moves',
  'rules-cannon',
  'rules-face-down',
  'rules-end',
  'rules-board-use',
  'rules-illegal',
  'strategy',
  'drill-cannon',
  'drill-count',
  'drill-reveal',
  'example',
  'misconception',
  'analysis',
  'practice',
  'variants',
  'faq',
  'play',
  'sources',
] as const;

export const BANQI_FAQ = [
  'xiangqi',
  'colour',
  'soldier-general',
  'cannon',
  'ai',
  'forever',
  'screen',
  'empty',
] as const;

/**
 * A move as the site's prose writes it, on every page: guides, course, feedback, example games and the play
 * page's move list. A step or a jump goes from–to with an en dash ('c4–b4'), a capture with a multiplication
 * sign ('a2×a3'); a Banqi reveal is the square and the piece that turned up, by the move list's string
 * `play.record.reveal` ('c3: cavalo preto'). The compact 'c4b4' of shared/notation.md is for records, links and
 * the command line only; tests/unit/i18n/move-notation.test.ts holds the site's texts to this form.
 */
export function moveProse(from: string, to: string, captures: boolean): string {
  return `${from}${captures ? '×' : '–'}${to}`;
}

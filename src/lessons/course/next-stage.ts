/**
 * The stage the Learn map highlights for a game ("continue"): the first, in the course's order, that has no stars
 * yet; none once every stage has its stars. Stars are kept only for finished stages (stars.ts).
 */
export function nextStage(
  stageNumbers: readonly number[],
  stars: Readonly<Record<string, number>>,
): number | undefined {
  return stageNumbers.find((n) => stars[String(n)] === undefined);
}

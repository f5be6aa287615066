/** Each entry prints its own figures. Add a game's or a feature's bench here. */
export const BENCHES: Record<string, () => void | Promise<void>> = {
  banqi: () => import('./banqi').then((m) => m.benchBanqi()),
  jungle: () => import('./jungle').then((m) => m.benchJungle()),
  lesson: () => import('./lesson').then((m) => m.benchLesson()),
  'play-budget': () => import('./play-budget').then((m) => m.benchPlayBudget()),
  'puzzles-weight': () => import('./puzzles-weight').then((m) => m.benchPuzzlesWeight()),
  lighthouse: () => import('./lighthouse').then((m) => m.benchLighthouse()),
  'layout-shift': () => import('./layout-shift').then((m) => m.benchLayoutShift()),
  'long-tasks': () => import('./long-tasks').then((m) => m.benchLongTasks()),
  site: () => import('./site').then((m) => m.benchSite()),
  ai: () => import('./ai').then((m) => m.benchAi()),
  cli: () => import('./cli').then((m) => m.benchCli()),
  perft: () => import('./perft').then((m) => m.benchPerft()),
  rooms: () => import('./rooms').then((m) => m.benchRooms()),
  review: () => import('./review').then((m) => m.benchReview()),
  'review-page': () => import('./review-page').then((m) => m.benchReviewPage()),
  // long (about 15-25 minutes): runs only when named, `npm run bench -- ai-strength`
  'ai-strength': () =>
    process.argv.includes('ai-strength')
      ? import('./ai-strength').then((m) => m.benchAiStrength())
      : console.log('skipped (long): run `npm run bench -- ai-strength`'),
  // long (about 15 minutes for 600 Jungle pairs): runs only when named, `npm run bench -- ai-tune`
  'ai-tune': () =>
    process.argv.includes('ai-tune')
      ? import('./ai-tune').then((m) => m.benchAiTune())
      : console.log('skipped (long): run `npm run bench -- ai-tune`'),
  // long (all shipped puzzles re-proven: about 2 s each): runs only when named, `npm run bench -- puzzles`
  puzzles: () =>
    process.argv.includes('puzzles')
      ? import('./puzzles').then((m) => m.benchPuzzles())
      : console.log('skipped (long): run `npm run bench -- puzzles`'),
  // long (about 3 minutes for 500 Jungle games at 20,000 nodes, two threads): runs only when named, `npm run bench -- ai-fit`
  'ai-fit': () =>
    process.argv.includes('ai-fit')
      ? import('./ai-fit').then((m) => m.benchAiFit())
      : console.log('skipped (long): run `npm run bench -- ai-fit`'),
  // about 2 minutes on two quiet cores: runs only when named, `npm run bench -- review-calibrate`
  'review-calibrate': () =>
    process.argv.includes('review-calibrate')
      ? import('./review-calibrate').then((m) => m.benchReviewCalibrate())
      : console.log('skipped (long): run `npm run bench -- review-calibrate`'),
};

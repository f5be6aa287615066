/**
 * The arrows of the architecture (README, "How the code is layered"), checked by `npm run check`:
 * content -> islands -> board -> engine; the AI sees only the engines' public entries; only the AI
 * worker, the command line and the room server import the AI; hidden Banqi identities (the referee
 * entry) are out of reach of the AI, the board, the islands and the lessons; no cycles.
 */
const REFEREE = '^src/engine/banqi/(referee-entry|referee|deal|replay)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules form no import cycle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-the-base',
      severity: 'error',
      comment: 'The engines are pure TypeScript: they import nothing of the site, the AI or the tools.',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'engine-through-its-entries',
      severity: 'error',
      comment:
        'Outside an engine, a game engine is used through its public entry (index.ts) or, for referees, its referee entry.',
      from: { path: '^src/', pathNot: '^src/engine/' },
      to: { path: '^src/engine/(banqi|jungle)/', pathNot: '^src/engine/(banqi|jungle)/(index|referee-entry)\\.ts$' },
    },
    {
      name: 'hidden-identities-out-of-reach',
      severity: 'error',
      comment:
        'The AI, the game review, the board, the islands, the components, the lessons and the puzzles never import the Banqi referee entry.',
      from: { path: '^src/(ai|review|board|islands|components|lessons|layouts|pages|puzzles)/' },
      to: { path: REFEREE },
    },
    {
      name: 'only-worker-cli-server-import-the-ai',
      severity: 'error',
      comment:
        'The AI is started by its web worker, the command line, the room server (an AI seat), the game review (its own worker) or the puzzle generator; others may use the message types only.',
      from: { path: '^src/', pathNot: '^src/(ai|cli|server|review|puzzles)/' },
      to: { path: '^src/ai/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-is-a-separate-process',
      severity: 'error',
      comment:
        'Nothing imports the room server; the room islands may use its wire types only (type-only imports, erased at build).',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-no-browser-code',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(islands|board|components|layouts|pages|styles)/' },
    },
    {
      name: 'server-not-on-play',
      severity: 'error',
      comment:
        'The room server reaches the games through the one rules interface (engine entries, engine/core), never through the play page’s code.',
      from: { path: '^src/server/' },
      to: { path: '^src/play/' },
    },
    {
      name: 'board-below-islands',
      severity: 'error',
      comment: 'The board helpers are below the islands: they import the engines and strings, never upward.',
      from: { path: '^src/board/' },
      to: { path: '^src/(islands|components|layouts|pages|lessons|play|ai|cli|server)/' },
    },
    {
      name: 'logic-below-islands',
      severity: 'error',
      comment: 'Play state, lessons, AI, puzzles and command line never import islands, components or pages.',
      from: { path: '^src/(play|lessons|ai|cli|i18n|puzzles)/' },
      to: { path: '^src/(islands|components|layouts|pages)/' },
    },
    {
      name: 'puzzles-on-engine-and-ai',
      severity: 'error',
      comment:
        "The puzzle generator and data import the engines and the AI only (issue 49); the safest-reveal odds reuse the lessons' revealOdds and fractions rather than a second copy.",
      from: { path: '^src/puzzles/' },
      to: { path: '^src/', pathNot: ['^src/(engine|ai|puzzles)/', '^src/lessons/(banqi/hidden|fraction)\\.ts$'] },
    },
    {
      name: 'puzzle-data-without-the-ai',
      severity: 'error',
      comment:
        'What the trainer page loads (schema, themes, rating, pick, keys, loader, progress, daily, attempt) never pulls the AI in.',
      from: {
        path: '^src/puzzles/(schema|themes|theme-ids|json-shape|glicko2|initial-rating|pick|keys|loader|progress|daily|attempt)\\.ts$',
      },
      to: { path: '^src/ai/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'puzzle-page-light',
      severity: 'error',
      comment:
        "The trainer page's modules (islands/puzzles and the data it reads) carry no schema library and no game engine: each game's island (PuzzlesBanqi, PuzzlesJungle) passes its own rules, so a page ships one engine (issue 49, its 60 KB first load).",
      from: {
        path: '^src/(islands/puzzles/|puzzles/(schema|theme-ids|json-shape|glicko2|pick|loader|progress|daily|attempt)\\.ts$)',
        // Loaded by a dynamic import only when a wrong reveal is played (PuzzleView): it reads the position with the Banqi engine.
        pathNot: '^src/islands/puzzles/reveal-why\\.ts$',
      },
      to: { path: ['zod', '^src/engine/(banqi|jungle)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'review-is-engine-and-ai-only',
      severity: 'error',
      comment:
        'The game review (src/review) analyses records with the engines and the AI: it imports no page, island, play state, board, lesson or server code (the page calls it through its worker).',
      from: { path: '^src/review/' },
      to: { path: '^src/(islands|components|layouts|pages|play|board|lessons|editor|server|cli)/' },
    },
    {
      name: 'islands-below-content',
      severity: 'error',
      comment: 'Islands never import pages or layouts (content places islands, not the other way).',
      from: { path: '^src/islands/' },
      to: { path: '^src/(components|layouts|pages)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^src/env\\.d\\.ts$' },
  },
};

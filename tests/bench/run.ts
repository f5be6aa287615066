/**
 * `npm run bench`: prints speed and strength figures. Never asserts timings; it only measures.
 * Pass a section name to run one part: `npm run bench -- banqi`; options after the names go to the
 * sections (`npm run bench -- ai-strength --games 40 --ms 100`).
 */
import { BENCHES } from './benches';

// section names come first; what follows the first `--option` belongs to the sections (ai-strength's)
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}

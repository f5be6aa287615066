/**
 * `npm run bench`: prints speed and strength figures. Never asserts timings; it only measures.
 * Pass a section name to run one part: `npm run bench -- banqi`.
 */
import { BENCHES } from './benches';

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}

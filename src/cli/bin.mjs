/**
 * Entry of `npm run -s plyyard -- ...`: runs the compiled command line (.cli/plyyard.mjs),
 * building it first when it is missing or older than its sources.
 */
import { pathToFileURL } from 'node:url';
import { ensureCli } from './build.mjs';

await import(pathToFileURL(await ensureCli()).href);

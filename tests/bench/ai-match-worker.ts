/** Worker thread for the strength bench: plays one shard of a match and posts its counts. */
import { parentPort, workerData } from 'node:worker_threads';
import { runMatch, type MatchOptions } from '../../src/cli/match';

const options = workerData as MatchOptions;
let plies = 0;
const r = runMatch({ ...options, onGame: (_, o) => (plies += o.plies) });
parentPort?.postMessage({ wins: r.wins, draws: r.draws, losses: r.losses, plies });

/**
 * AI speed (`npm run bench -- ai`): runs ai-speed-worker.ts bundled (the AI as it ships; see
 * ai-bundle.ts), with the old AI of BASELINE_COMMIT for the before/after figures.
 */
import { Worker } from 'node:worker_threads';
import { bundleBaseline, bundleWorker } from './ai-bundle';

export async function benchAi(): Promise<void> {
  const worker = new Worker(await bundleWorker('ai-speed-worker'), { workerData: await bundleBaseline() });
  await new Promise<void>((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
}

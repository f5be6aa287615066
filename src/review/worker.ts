/**
 * Web Worker entry of the game review: `new Worker(new URL('../review/worker.ts', import.meta.url),
 * { type: 'module' })`, then postMessage(ReviewRequest) and listen for ReviewResponse (protocol.ts).
 * One position is analysed per turn of the event loop (a zero timeout between two), so a cancel
 * arrives between positions. The scope is typed by the small interface below, as in src/ai/worker.ts.
 */
import { ReviewRunner, type ReviewRequest, type ReviewResponse } from './protocol';

interface ReviewWorkerScope {
  onmessage: ((event: { readonly data: ReviewRequest | unknown }) => void) | null;
  postMessage(message: ReviewResponse): void;
  setTimeout(task: () => void, ms: number): unknown;
}

const scope = globalThis as unknown as ReviewWorkerScope;
const runner = new ReviewRunner(
  (message) => scope.postMessage(message),
  (task) => scope.setTimeout(task, 0),
);
scope.onmessage = (event) => runner.receive(event.data);

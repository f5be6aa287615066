/**
 * Web Worker entry for the play page: `new Worker(new URL('../ai/worker.ts', import.meta.url),
 * { type: 'module' })`, then postMessage(AiRequest) and listen for AiResponse (protocol.ts). The
 * search runs here, off the page's thread, so the page never freezes; it needs no DOM.
 *
 * The worker scope is typed by the minimal interface below instead of the 'webworker' lib, so the
 * project's tsc setup (DOM lib) stays as it is.
 */
import { handleAiRequest, type AiRequest, type AiResponse } from './protocol';

interface AiWorkerScope {
  onmessage: ((event: { readonly data: AiRequest | unknown }) => void) | null;
  postMessage(message: AiResponse): void;
}

const scope = globalThis as unknown as AiWorkerScope;
scope.onmessage = (event) => {
  scope.postMessage(handleAiRequest(event.data));
};

/**
 * The page's side of the AI Web Worker (src/ai/worker.ts): one request at a time, answered by id.
 * The worker is created on the first request (so a page where the reader moves first downloads the
 * engine and AI only then) and terminated to cancel a search that is no longer wanted (new game,
 * undo, resignation): a search cannot be interrupted otherwise. Only public positions in notation
 * cross to the worker.
 */
import type { AiRequest, AiResponse } from '../../ai/protocol';

type Pending = { readonly id: number; readonly resolve: (reply: AiResponse) => void };

export class AiClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: Pending | null = null;

  /** Sends a request (the id is added here); resolves with the worker's reply (an `error` reply when the worker fails). */
  ask(request: Omit<AiRequest, 'id'>): Promise<AiResponse> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensure();
    return new Promise<AiResponse>((resolve) => {
      this.pending = { id, resolve };
      const message: AiRequest = { ...request, id };
      worker.postMessage(message);
    });
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** Drops the request in flight (its promise never resolves) and stops its search. */
  cancel(): void {
    if (this.pending === null) return;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<AiResponse>) => this.settle(e.data);
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      const id = this.pending?.id;
      if (id !== undefined) this.settle({ id, move: null, error: 'bad-request' });
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private settle(reply: AiResponse): void {
    const p = this.pending;
    if (p === null || reply.id !== p.id) return;
    this.pending = null;
    p.resolve(reply);
  }
}

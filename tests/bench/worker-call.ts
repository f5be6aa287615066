/** One request to a bench worker thread and its one answer (the worker answers each message once). */
import type { Worker } from 'node:worker_threads';

export function ask<Answer>(w: Worker, request: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const failed = (e: Error): void => {
      w.off('message', answered);
      reject(e);
    };
    const answered = (answer: Answer): void => {
      w.off('error', failed);
      resolve(answer);
    };
    w.once('message', answered);
    w.once('error', failed);
    w.postMessage(request);
  });
}

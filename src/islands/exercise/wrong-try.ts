/** Whether an exercise verdict is a wrong try (it costs a star): an attempt that did not solve the task. */
import type { Feedback } from './text';

export const isWrongTry = (f: Feedback): boolean => f.solved !== true && (f.tone === 'bad' || f.attempt === true);

/**
 * The verdict of a try in "learn from your mistakes" in the lesson player's terms (exercise/text.ts Feedback,
 * shown by FeedbackLine as in the course): a solve is the course's success ("Correct!" and why, verdict
 * 'success', outcome 'solved'); a worse move, or the game's own move again, is a wrong try (outcome 'wrong') that
 * says why in one sentence and asks for another move; a refused move gives the engine's rule, as a course board
 * does; a try still being judged, or one the worker could not judge, is no attempt (no outcome).
 */
import type { GameId } from '../../engine/core/game-rules';
import { assertNever } from '../../engine/core/result';
import { illegalKey } from '../../lessons/keys';
import { correct } from '../exercise/success-feedback';
import type { Feedback, Texts } from '../exercise/text';
import type { Strings } from '../play/text';
import type { TryState } from './useLearn';
import { percentText, say } from './review-text';

export interface LearnFeedbackContext {
  readonly game: GameId;
  readonly strings: Strings;
  readonly texts: Texts;
  readonly langTag: string;
  /** The try in prose ('a5–a6'), empty when the try has no move. */
  readonly move: string;
}

export function learnFeedback(t: TryState, c: LearnFeedbackContext): Feedback | null {
  const { strings, texts, langTag, move } = c;
  switch (t.kind) {
    case 'todo':
      return null;
    case 'judging':
      return { verdict: 'judging', tone: 'info', text: say(strings, 'review.learn.judging', { move }) };
    case 'solved':
      return {
        ...correct(texts, say(strings, 'review.learn.solved', { move, chance: percentText(langTag, t.chance) })),
        outcome: 'solved',
      };
    case 'wrong':
      return {
        verdict: 'wrong',
        tone: 'bad',
        outcome: 'wrong',
        text: say(strings, 'review.learn.wrong', { move, chance: percentText(langTag, t.chance) }),
      };
    case 'same':
      return { verdict: 'same', tone: 'bad', outcome: 'wrong', text: say(strings, 'review.learn.same', { move }) };
    case 'illegal':
      return { verdict: 'refused', tone: 'bad', text: texts.key(illegalKey(c.game, t.code)) };
    case 'failed':
      return { verdict: 'failed', tone: 'info', text: say(strings, 'review.learn.failed', { move }) };
    default:
      return assertNever(t);
  }
}

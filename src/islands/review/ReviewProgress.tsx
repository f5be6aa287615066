/** The analysis's progress (hook: data-review-progress holds 0-100) and its cancel button. */
import type { Strings } from '../play/text';
import { say } from './review-text';

interface Props {
  percent: number;
  strings: Strings;
  onCancel: () => void;
}

export function ReviewProgress({ percent, strings, onCancel }: Props) {
  return (
    <div class="play-panel review-progress">
      <label for="review-progress">{say(strings, 'review.progress.label')}</label>
      <progress id="review-progress" max={100} value={percent} data-review-progress={percent}>
        {percent}%
      </progress>
      <button type="button" class="play-button" data-action="cancel-review" onClick={onCancel}>
        {say(strings, 'review.action.cancel')}
      </button>
    </div>
  );
}

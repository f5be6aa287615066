import { tr, type Strings } from './text';

/** Shown when the AI failed to answer: the reader may ask again. */
export function AiRetry({ strings, onRetry }: { strings: Strings; onRetry: () => void }) {
  return (
    <p class="play-question">
      {tr(strings, 'play.ai.error')}{' '}
      <button type="button" class="play-button" onClick={onRetry}>
        {tr(strings, 'play.ai.retry')}
      </button>
    </p>
  );
}

/**
 * The question shown when a position link is opened while an unfinished game is saved: keep the
 * game (the link is set aside) or play the link (the saved game is replaced). Nothing happens
 * until the reader answers.
 */
import { useEffect, useRef } from 'preact/hooks';
import { tr, type Strings } from './text';

interface Props {
  strings: Strings;
  onAnswer: (playLink: boolean) => void;
}

export function LinkQuestion({ strings, onAnswer }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      class="play-question play-link-question"
      role="group"
      aria-labelledby="play-link-q"
      data-testid="play-link-question"
    >
      <p id="play-link-q">{tr(strings, 'play.link.question')}</p>
      <button
        ref={keep}
        type="button"
        class="play-button play-button--primary"
        data-action="keep-game"
        onClick={() => onAnswer(false)}
      >
        {tr(strings, 'play.link.keep')}
      </button>
      <button type="button" class="play-button" data-action="play-link" onClick={() => onAnswer(true)}>
        {tr(strings, 'play.link.play')}
      </button>
    </div>
  );
}

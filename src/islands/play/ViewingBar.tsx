/** Shown while the reader steps through the record: which moment is on the board, and the way back to the live game. */
import { tr, type Strings } from './text';

export function ViewingBar({
  viewed,
  total,
  strings,
  onLive,
}: {
  viewed: number;
  total: number;
  strings: Strings;
  onLive: () => void;
}) {
  return (
    <p class="play-viewing" data-testid="play-viewing">
      <span>
        {viewed === 0
          ? tr(strings, 'play.record.viewingStart')
          : tr(strings, { key: 'play.record.viewing', vars: { n: viewed, total } })}
      </span>
      <button type="button" class="play-button play-button--primary" data-action="live" onClick={onLive}>
        {tr(strings, 'play.action.live')}
      </button>
    </p>
  );
}

/**
 * The status bar: whose turn (seat or colour), the reader's side and the no-progress clock while the game goes
 * on; once it is over, only the result (the one result line of the page, issue 47).
 */
import type { Game } from '../../board/types';
import { outcomeMessages, sideKey } from '../../play/keys';
import type { StatusView } from '../../play/types';
import { tr, type Strings } from './text';

interface Props {
  game: Game;
  view: StatusView;
  thinking: boolean;
  /** The AI is weighing a draw offer (shown instead of the plain thinking text). */
  weighingDraw: boolean;
  strings: Strings;
}

export function StatusBar({ game, view, thinking, weighingDraw, strings }: Props) {
  const over = view.outcome;
  return (
    <section class={`play-status${over ? ' play-status--over' : ''}`} aria-label={tr(strings, 'play.status.label')}>
      <div class="play-status-main">
        {over === null ? (
          <p class="play-turn" data-testid="play-turn">
            <span class={`play-dot play-dot--${sideKey(view.toMove)}`} aria-hidden="true" />
            <strong>{tr(strings, `play.turn.${sideKey(view.toMove)}`)}</strong>
            {view.role === 'human' && <span class="play-badge">{tr(strings, 'play.role.you')}</span>}
            {view.role === null && <span class="play-badge">{tr(strings, 'play.role.local')}</span>}
          </p>
        ) : (
          <div class="play-result" data-testid="play-result">
            {outcomeMessages(game, over, view.humanSeat).map((m, i) => (
              <p key={m.key} class={i === 0 ? 'play-result-title' : undefined}>
                {i === 0 ? <strong>{tr(strings, m)}</strong> : tr(strings, m)}
              </p>
            ))}
            <p class="play-hint">{tr(strings, 'play.over.hint')}</p>
          </div>
        )}
        <p class="play-thinking" role="status" data-testid="play-thinking">
          {thinking && over === null ? (
            <>
              <span class="play-spinner" aria-hidden="true" />
              {tr(strings, weighingDraw ? 'play.draw.asking' : 'play.ai.thinking')}
            </>
          ) : null}
        </p>
      </div>
      <p class="play-facts">
        {view.human !== null && over === null && (
          <span data-testid="play-you">{tr(strings, `play.you.${sideKey(view.human)}`)}</span>
        )}
        {over === null && (
          <span data-testid="play-clock">
            {tr(strings, { key: `play.clock.${game}`, vars: { count: view.clock, limit: view.clockLimit } })}
          </span>
        )}
      </p>
    </section>
  );
}

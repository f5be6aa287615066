/**
 * A course stage's replay run in the islands (src/lessons/course/replay.ts): the ids solved in the run, or null
 * when none is on, kept up to date on every progress change and when a replay starts (REPLAY_EVENT).
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../i18n/routes';
import { REPLAY_EVENT, readRun } from '../../lessons/course/replay';
import { tabStore } from '../../lessons/course/wrong-tries';
import { PROGRESS_EVENT } from '../../lessons/progress';

/** The run's solved ids and how many runs started since the island mounted (a fresh run remounts the task). */
export function useStageRun(game: GameId, n: number): { run: readonly string[] | null; round: number } {
  const [run, setRun] = useState<readonly string[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const update = (): void => {
      const now = readRun(tabStore(), game, n);
      setRun((was) => (was !== null && now !== null && was.join(' ') === now.join(' ') ? was : now));
    };
    const restart = (): void => {
      update();
      setRound((r) => r + 1);
    };
    update();
    window.addEventListener(PROGRESS_EVENT, update);
    window.addEventListener(REPLAY_EVENT, restart);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, update);
      window.removeEventListener(REPLAY_EVENT, restart);
    };
  }, [game, n]);
  return { run, round };
}

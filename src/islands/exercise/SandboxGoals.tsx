/** A sandbox board's checklist of goals, each ticked once reached (data-goal, data-state). */
import { goalKey } from '../../lessons/keys';
import type { Texts } from './text';

export function SandboxGoals(props: {
  game: Parameters<typeof goalKey>[0];
  goals: readonly string[];
  ticked: readonly string[];
  texts: Texts;
}) {
  const { texts } = props;
  return (
    <div class="exercise-goals">
      <p class="exercise-subheading">{texts.ui('goals.heading')}</p>
      <ul data-goals>
        {props.goals.map((g) => {
          const reached = props.ticked.includes(g);
          return (
            <li key={g} data-goal={g} data-state={reached ? 'done' : 'todo'}>
              <span aria-hidden="true">{reached ? '✓' : '○'}</span> {texts.key(goalKey(props.game, g))}{' '}
              <span class="visually-hidden">({texts.ui(reached ? 'goals.ticked' : 'goals.todo')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The captured pieces (public information, B9), grouped by identity. */
import type { Texts } from './text';

export function CapturedTray(props: {
  captured: readonly { identity: string; count: number }[];
  texts: Texts;
  id: string;
}) {
  const { captured, texts } = props;
  return (
    <div class="exercise-captured">
      <p id={props.id} class="exercise-captured-title">
        {texts.ui('captured')}
      </p>
      {captured.length === 0 ? (
        <p>{texts.ui('capturedNone')}</p>
      ) : (
        <ul aria-labelledby={props.id}>
          {captured.map((c) => (
            <li key={c.identity} data-identity={c.identity}>
              {texts.ui('count', { piece: texts.piece(c.identity), count: c.count })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

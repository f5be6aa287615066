/** Banqi's face-down pool in the editor: a count per identity, a summary, and "fill with the rest". */
import type { Draft } from '../../editor/draft';
import { faceDownCount, poolOfTheRest, poolTotal, setPoolCount } from '../../editor/draft';
import type { EditorSpec } from '../../editor/spec';
import { PieceIcon } from '../board/PieceIcon';
import { numberInput } from './number-field';

export interface PoolFieldsProps<P> {
  spec: EditorSpec<P>;
  fullSet: Readonly<Record<string, number>>;
  draft: Draft;
  edit: (next: Draft) => void;
  s: (key: string, vars?: Record<string, string | number>) => string;
  nameOf: (content: string) => string;
}

export function PoolFields<P>({ spec, fullSet, draft, edit, s, nameOf }: PoolFieldsProps<P>) {
  return (
    <fieldset class="editor-pool">
      <legend>{s('editor.pool')}</legend>
      <p class="editor-pool-summary">
        {s('editor.pool.summary', { faceDown: faceDownCount(draft), pool: poolTotal(draft) })}
      </p>
      <div class="editor-pool-counts">
        {Object.entries(fullSet).map(([letter, full]) => (
          <label key={letter} class="editor-pool-count">
            <PieceIcon game={spec.game} content={letter} />
            <span class="visually-hidden">{nameOf(letter)}</span>
            <input
              {...numberInput(draft.pool[letter] ?? 0, 0, full, (n) => edit(setPoolCount(spec, draft, letter, n)))}
              data-pool={letter}
            />
          </label>
        ))}
      </div>
      <button type="button" class="button" data-action="fill-pool" onClick={() => edit(poolOfTheRest(spec, draft))}>
        {s('editor.pool.fill')}
      </button>
    </fieldset>
  );
}

/**
 * The game record's panel under the toolbar: 'export' (./ExportPanel.tsx) offers the record
 * (src/play/record-file.ts) and the move list as files, 'import' (./ImportPanel.tsx) takes one
 * pasted, chosen or dropped by the reader.
 */
import { compactRecord, exportRecord } from '../../play/record-file';
import { recordText } from '../../play/record-text';
import { replayFragment } from '../../play/replay-link';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { tr, type Strings } from './text';

export type PanelKind = 'export' | 'import';

interface Props<P> {
  kind: PanelKind;
  strings: Strings;
  /** The game whose record is exported. */
  rules: PlayRules<P>;
  state: GameState<P>;
  /** This page's path, e.g. '/pt/banqi/play/', for the replay link. */
  pagePath: string;
  /** Why the last import was refused, translated; null when there is nothing to say. */
  error: string | null;
  onImport: (text: string) => void;
  onCopied: (key: string) => void;
  onClose: () => void;
}

export function RecordPanel<P>(props: Props<P>) {
  const { kind, strings, rules, state, error, onImport, onCopied, onClose } = props;
  const close = (
    <button type="button" class="play-button" onClick={onClose}>
      {tr(strings, 'play.close')}
    </button>
  );
  const heading = kind === 'export' ? 'play.export.heading' : 'play.import.heading';
  return (
    <section class="play-panel play-record" aria-labelledby="play-record-heading" data-testid="play-record">
      <h2 id="play-record-heading">{tr(strings, heading)}</h2>
      {kind === 'export' ? (
        <ExportPanel
          strings={strings}
          game={rules.game}
          record={exportRecord(rules, state)}
          text={recordText(rules, state)}
          link={new URL(props.pagePath, window.location.href).href + replayFragment(compactRecord(rules, state))}
          shareTitle={tr(strings, `play.share.title.${rules.game}`)}
          onCopied={onCopied}
          close={close}
        />
      ) : (
        <ImportPanel strings={strings} error={error} onImport={onImport} close={close} />
      )}
    </section>
  );
}

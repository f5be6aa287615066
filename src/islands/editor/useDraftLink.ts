/**
 * The editor's position in the address (?position=): read once after the server HTML (which shows
 * the standard start) hydrates, then the address follows every edit so a reload or a copied link keeps it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PositionProblem } from '../../engine/core/game-rules';
import { readDraft, type Draft } from '../../editor/draft';
import { linkedPosition } from '../../editor/link';
import type { EditorSpec } from '../../editor/spec';
import { positionLink } from '../../play/url';

/** The page's full address ('' until the link's position has been read). */
export function useDraftLink<P>(
  spec: EditorSpec<P>,
  text: string,
  setDraft: (d: Draft) => void,
  setLoadProblem: (p: PositionProblem) => void,
): string {
  const [pageUrl, setPageUrl] = useState('');
  const loaded = useRef(false);

  useEffect(() => {
    const given = linkedPosition(location.search);
    if (given !== null) {
      const read = readDraft(spec, given);
      if (read.ok) setDraft(read.value);
      else setLoadProblem(read.error);
    }
    loaded.current = true;
  }, [spec]);

  useEffect(() => {
    if (!loaded.current) return;
    const url = positionLink(location.pathname, text) + location.hash;
    history.replaceState(history.state, '', url);
    setPageUrl(new URL(url, location.href).href);
  }, [text]);

  return pageUrl;
}

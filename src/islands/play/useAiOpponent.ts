/**
 * The AI opponent of the play page: on its turn it answers a pending draw offer first, then asks the
 * worker (./ai-client.ts) for a move and plays it if the game is still where it was. The worker gets
 * the public position in notation only (the page keeps the Banqi deal). Also holds the draw offer's
 * state, which the AI answers.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { agreeDraw, aiRequest, play } from '../../play/controller';
import type { Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import type { GameState, Ply } from '../../play/types';
import { AiClient } from './ai-client';
import type { DrawOffer } from './GameControls';

/** Time budget per AI move (each level uses its share of it; level 4 all of it). */
const AI_TIME_MS = 1000;
/** The AI's reply is shown no sooner than this after the reader's move, so the reader sees it arrive. */
const MIN_THINK_MS = 350;

/** Same game and same moment in it (the view, e.g. a flipped board, may differ). */
const sameMoment = <P>(a: GameState<P>, b: GameState<P>): boolean =>
  a.plies === b.plies && a.ending === b.ending && a.start === b.start && a.setup === b.setup;

interface Deps<P> {
  rules: PlayRules<P>;
  state: GameState<P>;
  stateRef: { readonly current: GameState<P> };
  setState: (s: GameState<P>) => void;
  ready: boolean;
  t: (m: Message | string) => string;
  /** Says an action's text, with the result when the game just ended. */
  sayAfter: (next: GameState<P>, lead: string) => void;
  announce: (text: string) => void;
  plyText: (ply: Ply<P>) => string;
}

export function useAiOpponent<P>({ rules, state, stateRef, setState, ready, t, sayAfter, announce, plyText }: Deps<P>) {
  const [thinking, setThinking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [draw, setDraw] = useState<DrawOffer>(null);
  const drawRef = useRef<DrawOffer>(null);
  drawRef.current = draw;
  const aiRef = useRef<AiClient | null>(null);
  const ai = (): AiClient => (aiRef.current ??= new AiClient());

  useEffect(() => () => aiRef.current?.dispose(), []);

  useEffect(() => {
    if (!ready || failed || state.setup.mode !== 'ai') return;
    const request = aiRequest(rules, state);
    if (request === null) return;
    const asked = state;
    const base = {
      game: rules.game,
      position: request.position,
      level: state.setup.level,
      timeMs: AI_TIME_MS,
      seed: request.seed,
    };
    const began = performance.now();
    let live = true;
    const current = (): boolean => live && sameMoment(stateRef.current, asked);
    setThinking(true);
    void (async () => {
      let lead = '';
      if (drawRef.current === 'pending') {
        setDraw('asking');
        const answer = await ai().ask({ ...base, kind: 'draw' });
        if (!current()) return;
        setDraw(null);
        if (answer.accepts === true) {
          setThinking(false);
          const next = agreeDraw(rules, stateRef.current);
          setState(next);
          sayAfter(next, t('play.draw.accepted'));
          return;
        }
        // Said together with the AI's move below, so that one announcement does not cut off the other.
        lead = t('play.draw.declined');
      }
      const reply = await ai().ask({ ...base, kind: 'move' });
      await new Promise((r) => window.setTimeout(r, Math.max(0, MIN_THINK_MS - (performance.now() - began))));
      if (!current()) return;
      setThinking(false);
      const played = reply.move === null ? null : play(rules, stateRef.current, reply.move, 'ai');
      if (played === null || !played.ok) {
        setFailed(true);
        announce([lead, t('play.ai.error')].join(' ').trim());
        return;
      }
      setState(played.value);
      const moved = t({ key: 'play.ai.moved', vars: { move: plyText(played.value.plies.at(-1)!) } });
      sayAfter(played.value, [lead, moved].join(' ').trim());
    })();
    return () => {
      live = false;
      setThinking(false);
      if (aiRef.current?.busy) aiRef.current.cancel();
    };
  }, [state.plies, state.ending, state.start, state.setup, ready, failed]);

  /** Stops the AI and forgets its failure and any draw offer (a new game, an undo, a resignation). */
  const reset = (): void => {
    aiRef.current?.cancel();
    setFailed(false);
    setDraw(null);
  };

  return { thinking, failed, retry: () => setFailed(false), draw, setDraw, reset };
}

/**
 * Kind 'play-out': the reader plays towards a goal within N moves; after each move that does not end
 * the attempt, the AI answers at the exercise's fixed setting (node budget + seed) in its Web Worker,
 * so the page never blocks and the defence is the same every time. Judging is ../../lessons/playout.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import Board from './LazyBoard';
import { AiClient } from '../play/ai-client';
import { moveAnnouncement } from '../../board/names';
import { squaresFromPosition } from '../../board/position';
import type { Intent, Mark } from '../../board/types';
import { assertNever } from '../../engine/core/result';
import type { LessonEngine } from '../../lessons/engine';
import { lessonEngine } from '../../lessons/engines';
import { illegalKey } from '../../lessons/keys';
import { applyDefence, judgePlayOutMove, movesOverPar, playOutOutcome } from '../../lessons/playout';
import type { PlayOutExercise as PlayOutData } from '../../lessons/types';
import { StatusLine } from './StatusLine';
import { arrow, exerciseStart } from './board-view';
import { useExerciseBoard } from './useExerciseBoard';
import { moveText, moveTextOn, type KindProps } from './text';

type Phase = 'reader' | 'defence' | 'over';

export function PlayOutExercise(props: KindProps<PlayOutData>) {
  const { ex, texts, board } = props;
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const start = useMemo(() => exerciseStart(engine, ex), [engine, ex]);
  const [pos, setPos] = useState<unknown>(start);
  const [used, setUsed] = useState(0);
  const [phase, setPhase] = useState<Phase>('reader');
  const client = useRef<AiClient | null>(null);
  useEffect(() => () => client.current?.dispose(), []);

  const view = useExerciseBoard(props, engine, pos, { reveals: false });
  const text = view.position;

  function said(before: unknown, move: string): string {
    const squares = squaresFromPosition(ex.game, engine.format(before));
    if (!squares.ok) return moveText(move);
    const from = move.slice(0, 2);
    const to = move.slice(2, 4);
    return moveAnnouncement(ex.game, board, {
      from,
      to,
      piece: squares.value[from] ?? '',
      captured: squares.value[to],
    });
  }

  function defend(after: unknown): void {
    setPhase('defence');
    client.current ??= new AiClient();
    void client.current
      .ask({
        game: ex.game,
        position: engine.format(after),
        level: ex.defence.level,
        timeMs: 1000,
        seed: ex.defence.seed,
        nodes: ex.defence.nodes,
      })
      .then((reply) => {
        const next = applyDefence(engine, after, reply.move);
        if (next === null || reply.move === null) {
          setPhase('over');
          props.onFeedback({ verdict: 'playout-error', tone: 'bad', text: texts.ui('playout.error') });
          return;
        }
        setPos(next);
        view.showMove(reply.move);
        const over = engine.status(next).result !== 'ongoing';
        setPhase(over ? 'over' : 'reader');
        props.onFeedback(
          over
            ? {
                verdict: 'playout-game-over',
                tone: 'bad',
                outcome: 'wrong',
                text: texts.ui('verdict.playout-game-over'),
              }
            : {
                verdict: 'playout-reply',
                tone: 'info',
                text: texts.ui('playout.reply', { move: said(after, reply.move) }),
              },
        );
      });
  }

  function onIntent(intent: Intent): void {
    if (phase !== 'reader' || intent.kind === 'none' || intent.kind === 'reveal') return;
    const move = intent.from + intent.to;
    const j = judgePlayOutMove(engine, ex, pos, move, used);
    const outcome = playOutOutcome(j);
    const shown = moveTextOn(ex.game, text, move);
    switch (j.verdict) {
      case 'refused':
        props.onFeedback({
          verdict: 'refused',
          tone: 'bad',
          outcome,
          text: texts.ui('verdict.refused', { move: shown, reason: texts.key(illegalKey(ex.game, j.reason)) }),
        });
        return;
      case 'success': {
        const overPar = movesOverPar(ex, used + 1);
        const success = texts.ui('verdict.playout-success', { move: shown, used: used + 1 });
        props.onFeedback({
          verdict: 'success',
          tone: 'good',
          outcome,
          overPar,
          title: texts.ui('verdict.correct'),
          text: overPar > 0 ? `${success} ${texts.counted('verdict.over-par', ex.par)}` : success,
        });
        setPhase('over');
        break;
      }
      case 'failed':
        props.onFeedback({
          verdict: `playout-${j.why}`,
          tone: 'bad',
          outcome,
          text: texts.ui(`verdict.playout-${j.why}`, { move: shown, within: ex.within }),
        });
        setPhase('over');
        break;
      case 'continue':
        props.onFeedback({
          verdict: 'playout-thinking',
          tone: 'info',
          outcome,
          text: texts.ui('playout.thinking'),
        });
        defend(j.position);
        break;
      default:
        assertNever(j);
    }
    setPos(j.position);
    setUsed(used + 1);
    view.showMove(move);
  }

  // The exercise's marks and the answer's first move are about its start: they go once a move is played.
  const marks = useMemo(() => {
    if (used > 0) return [];
    const out: Mark[] = [...(ex.marks ?? [])];
    const first = ex.solution[0];
    if (props.showAnswer && first !== undefined) out.push(arrow(first, 'good'));
    return out;
  }, [ex, props.showAnswer, used]);

  return (
    <>
      <Board {...view.board} marks={marks} interactive={phase === 'reader'} onIntent={onIntent} />
      <StatusLine engine={engine} pos={pos} texts={texts} />
      <p class="exercise-count" data-playout-used={used}>
        {texts.ui('playout.moves', { used, within: ex.within })}
      </p>
      {props.feedback}
    </>
  );
}

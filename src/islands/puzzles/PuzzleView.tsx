/**
 * One puzzle on the course's board: the reader plays the solver's moves, the defender's replies from the
 * line are played back on the board, any other move fails the puzzle. On a failure the board keeps the
 * position, shows the solution (good arrow) and the wrong move (bad arrow), and the feedback says why the
 * wrong move fails from the engine's reply (the AI worker, as the lessons' play-out defence asks it).
 */
import { FeedbackLine } from '../exercise/FeedbackLine';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import Board from '../Board';
import type { AiClient } from '../play/ai-client';
import type { BoardStrings } from '../../board/strings';
import type { BoardMove, Intent, Mark } from '../../board/types';
import type { GameRules } from '../../engine/core/game-rules';
import { bareMove, expected, startRun, tryMove, type Run } from '../../puzzles/attempt';
import type { Puzzle } from '../../puzzles/schema';
import { lineProse, moveOn, whyItFails, type Why } from './line-prose';
import type { Tr } from './tr';

export interface PuzzleViewProps {
  readonly puzzle: Puzzle;
  readonly rules: GameRules<unknown>;
  readonly tr: Tr;
  readonly board: BoardStrings;
  /** The page's language, for the odds of a safest-reveal puzzle. */
  readonly lang: string;
  /** The puzzle's end: 1 solved, 0.5 solved after the hint, 0 failed. */
  readonly onDone: (score: 0 | 0.5 | 1) => void;
  /** The current position in notation, for "play on from here". */
  readonly onPosition: (position: string) => void;
}

/** How long a defender's reply waits before it is played, so the reader sees the two moves apart. */
const REPLY_DELAY_MS = 450;
/** The engine's reply to a wrong move: a fixed budget and seed, so the sentence is the same on every visit. */
const REFUTE = { level: 4, timeMs: 3000, seed: 1, nodes: 20000 } as const;

const from = (move: string): BoardMove => ({ from: move.slice(0, 2), to: move.slice(2, 4) });
const arrow = (move: string, tone: 'good' | 'bad'): Mark => ({ kind: 'arrow', ...from(move), tone });

export function PuzzleView(props: PuzzleViewProps) {
  const { puzzle, rules, tr } = props;
  const start = useMemo(() => {
    const parsed = rules.parse(puzzle.position);
    if (!parsed.ok) throw new Error(`puzzle ${puzzle.id}: bad position`);
    return parsed.value;
  }, [rules, puzzle]);
  const [pos, setPos] = useState<unknown>(start);
  const [run, setRun] = useState<Run>(startRun());
  const [waiting, setWaiting] = useState(false);
  const [last, setLast] = useState<BoardMove | null>(null);
  const [hinted, setHinted] = useState(false);
  const [why, setWhy] = useState<Why | null>(null);
  /** The defender's last reply as prose, once it is on the board. */
  const [replyText, setReplyText] = useState<string | null>(null);
  const client = useRef<AiClient | null>(null);
  useEffect(() => () => client.current?.dispose(), []);

  const text = rules.format(pos);
  useEffect(() => props.onPosition(text), [text]);
  const targets = useMemo(() => rules.targets(pos), [rules, pos]);
  const turn = rules.turn(start) ?? 'red';
  const want = expected(puzzle, run);

  function advance(at: unknown, move: string): unknown {
    const next = rules.play(at, move);
    if (!next.ok) return at;
    setPos(next.value);
    setLast(from(move));
    return next.value;
  }

  /** A safest-reveal puzzle's solution: one reveal without its identity (any other reveal is judged by its odds). */
  const safest = puzzle.themes.includes('safest-reveal') ? (puzzle.line[0] ?? null) : null;

  function refute(at: unknown, wrong: string): void {
    if (safest !== null && rules.isReveal(wrong)) {
      setWhy(whyItFails(rules, at, wrong, null));
      void import('./reveal-why').then(({ oddsWhy }) => {
        const odds = oddsWhy(rules.format(at), wrong, safest, props.lang);
        if (odds !== null) setWhy(odds);
      });
      return;
    }
    setWhy({ kind: 'thinking', vars: { wrong: whyItFails(rules, at, wrong, null).vars.wrong ?? '' } });
    const after = rules.isReveal(wrong) ? null : rules.play(at, wrong);
    if (after === null || !after.ok || rules.status(after.value).result !== 'ongoing') {
      setWhy(whyItFails(rules, at, wrong, null));
      return;
    }
    // The AI client (and its worker) is fetched only now: a page that is only solved never loads it.
    void import('../play/ai-client')
      .then(({ AiClient }) => {
        client.current ??= new AiClient();
        return client.current.ask({ game: puzzle.game, position: rules.format(after.value), ...REFUTE });
      })
      .then(
        (answer) => setWhy(whyItFails(rules, at, wrong, answer.move)),
        () => setWhy(whyItFails(rules, at, wrong, null)),
      );
  }

  function onIntent(intent: Intent): void {
    if (intent.kind !== 'move' && intent.kind !== 'reveal') return;
    if (waiting || run.state !== 'todo') return;
    const move = intent.kind === 'reveal' ? intent.square + intent.square : intent.from + intent.to;
    const result = tryMove(puzzle, run, move);
    setRun(result.run);
    if (result.run.state === 'failed') {
      refute(pos, move);
      props.onDone(0);
      return;
    }
    const [mine, theirs] = result.played;
    if (mine === undefined) return;
    const after = advance(pos, mine);
    if (result.run.state === 'solved') {
      props.onDone(hinted ? 0.5 : 1);
      return;
    }
    if (theirs === undefined) return;
    setWaiting(true);
    window.setTimeout(() => {
      setReplyText(moveOn(rules, after, theirs));
      advance(after, theirs);
      setWaiting(false);
    }, REPLY_DELAY_MS);
  }

  const marks = useMemo(() => {
    const out: Mark[] = [];
    if (hinted && want !== null)
      out.push({ kind: 'circle', square: want.slice(0, 2), tone: 'hint', label: tr('puzzles.hint') });
    if (run.state === 'failed' && run.wrong !== null) {
      out.push(arrow(run.wrong, 'bad'));
      const right = puzzle.line[run.ply];
      if (right !== undefined) out.push(arrow(bareMove(right), 'good'));
    }
    return out;
  }, [hinted, want, run, puzzle]);

  const solution = lineProse(rules, start, puzzle.line);
  const feedback = ((): { verdict: string; tone: string; title: string; text: string } | null => {
    switch (run.state) {
      case 'solved':
        return {
          verdict: 'success',
          tone: 'good',
          title: tr('puzzles.verdict.solved'),
          text: tr('puzzles.verdict.solved-text', { moves: solution }),
        };
      case 'failed':
        return {
          verdict: 'wrong',
          tone: 'bad',
          title: tr('puzzles.verdict.failed'),
          text: tr('puzzles.solution', { moves: solution }),
        };
      case 'todo':
        if (run.ply === 0 || waiting || replyText === null) return null;
        return {
          verdict: 'progress',
          tone: 'good',
          title: tr('puzzles.verdict.right'),
          text: tr('puzzles.verdict.reply', { reply: replyText }),
        };
    }
  })();

  return (
    <div class="exercise puzzle" data-puzzle={puzzle.id} data-state={run.state} data-rated={puzzle.rating}>
      <p class="exercise-task" data-task-prompt>
        {tr(safest === null ? `puzzles.task.${turn}` : `puzzles.task.reveal.${turn}`)}
      </p>
      <div class="exercise-body">
        <Board
          game={puzzle.game}
          position={text}
          movable={targets.movable}
          revealable={targets.revealable}
          lastMove={last}
          marks={marks}
          interactive={run.state === 'todo' && !waiting}
          strings={props.board}
          onIntent={onIntent}
        />
        <FeedbackLine
          feedback={feedback}
          before={
            why !== null &&
            run.state === 'failed' && <span data-why={why.kind}>{tr(`puzzles.why.${why.kind}`, why.vars)} </span>
          }
        />
      </div>
      {run.state === 'todo' && (
        <div class="exercise-tools">
          <button
            type="button"
            class="exercise-button"
            data-action="hint"
            disabled={hinted}
            onClick={() => setHinted(true)}
          >
            {tr('puzzles.hint')}
          </button>
        </div>
      )}
      {hinted && want !== null && run.state === 'todo' && (
        <p class="exercise-hints" data-hint>
          {tr('puzzles.hint-text', { square: want.slice(0, 2) })}
        </p>
      )}
    </div>
  );
}

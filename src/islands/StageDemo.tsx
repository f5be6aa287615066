/**
 * The demonstration that opens a course stage (issue 45; data: src/lessons/course/demos.ts, frames played by the
 * engine at build time: demo-frames.ts): the stage's idea played on a board for the reader, step by step, the
 * squares that matter highlighted and each step's caption in a live region. It plays by itself once, a move about
 * every two seconds, unless the reader prefers reduced motion: then nothing moves until "Next move". "Play again"
 * (data-action="replay-demo") starts over; "Start" (data-action="start") brings the first task to the window's
 * top and focuses it. Hooks: data-demo-frame (the frame shown, 0-based) and data-demo-done once the last is shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatCounted } from '../i18n/format';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import type { DemoFrame } from '../lessons/course/demo-frames';
import type { Mark } from '../board/types';
import Board from './Board';
import { usePageStrings } from './usePageStrings';

export interface StageDemoProps {
  lang: Locale;
  game: GameId;
  /** Two frames per step: before its move, then after it (demo-frames.ts). */
  frames: readonly DemoFrame[];
}

/** How long a frame stays before the next when the demonstration plays by itself, in milliseconds. */
const BEFORE_MOVE_MS = 1100;
const AFTER_MOVE_MS = 1700;

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The frame "Next move" leads to: the next one that shows a move played (frames after a move are odd). */
const nextMoveFrame = (at: number): number => (at % 2 === 0 ? at + 1 : at + 2);

/** Brings the stage's first task to the window's top and focuses it. */
function startTasks(): void {
  const first = document.querySelector<HTMLElement>('[data-task]');
  if (first === null) return;
  first.scrollIntoView({ block: 'start' });
  first.focus({ preventScroll: true });
}

export default function StageDemo({ lang, game, frames }: StageDemoProps) {
  const { strings, board } = usePageStrings(lang);
  const text = (key: string): string => strings[key] ?? key;
  const [at, setAt] = useState(0);
  // Playing by itself: off on the server and until the island knows the reader's motion preference.
  const [playing, setPlaying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const last = frames.length - 1;

  useEffect(() => {
    if (!prefersReducedMotion()) setPlaying(true);
  }, []);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!playing) return undefined;
    if (at >= last) {
      setPlaying(false);
      return undefined;
    }
    timer.current = window.setTimeout(() => setAt(at + 1), at % 2 === 0 ? BEFORE_MOVE_MS : AFTER_MOVE_MS);
    return () => window.clearTimeout(timer.current);
  }, [at, playing, last]);

  const frame = frames[Math.min(at, last)];
  if (frame === undefined) return null;
  const steps = Math.ceil(frames.length / 2);
  const marks: Mark[] = frame.squares.map((square) => ({ kind: 'square', square, tone: 'info' }));
  const stepText = (step: number): string =>
    formatCounted((k) => strings[k], 'learn.demoStepOf', LOCALE_TAGS[lang], steps, { n: step + 1, total: steps });
  const captionKeys = [...new Set(frames.map((f) => f.captionKey))];
  const replay = (): void => {
    setAt(0);
    setPlaying(!prefersReducedMotion());
  };
  const step = (): void => {
    if (at >= last) return;
    setPlaying(false);
    setAt(Math.min(last, nextMoveFrame(at)));
  };
  return (
    <section
      class="course-demo"
      aria-labelledby="course-demo-heading"
      data-demo={game}
      data-demo-frame={at}
      data-demo-done={at >= last ? 'true' : undefined}
    >
      <h2 id="course-demo-heading" class="course-demo-heading">
        {text('learn.demoHeading')}
      </h2>
      <Board
        game={game}
        position={frame.position}
        lastMove={frame.lastMove}
        marks={marks}
        interactive={false}
        strings={board}
        label={text('learn.demoBoard')}
      />
      <div class="course-demo-captions">
        {/* Every caption in the same place, unseen: the box is as tall as the longest, so nothing below moves. */}
        {captionKeys.map((key, i) => (
          <p key={key} class="course-demo-caption course-demo-sizer" aria-hidden="true">
            <span class="course-demo-step">{stepText(i)}</span> {text(key)}
          </p>
        ))}
        <p class="course-demo-caption" aria-live="polite" data-demo-caption>
          <span class="course-demo-step">{stepText(frame.step)}</span> {text(frame.captionKey)}
        </p>
      </div>
      <p class="course-demo-actions">
        <button type="button" class="exercise-button" data-action="demo-step" aria-disabled={at >= last} onClick={step}>
          {text('learn.demoStep')}
        </button>
        <button type="button" class="exercise-button" data-action="replay-demo" onClick={replay}>
          {text('learn.replayDemo')}
        </button>
        <button type="button" class="button primary" data-action="start" onClick={startTasks}>
          {text('learn.start')}
        </button>
      </p>
    </section>
  );
}

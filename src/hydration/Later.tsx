/**
 * A part of an island hydrated in a later task than the rest of it (issue 16: an island's first render was one
 * long task on a slowed phone). On the island's hydrating render the part's server HTML stays as it is (its
 * Gate throws a promise: Preact then keeps that DOM and pauses its hydration there, see preact's diff); a task
 * later Later renders again and the part hydrates then. A part mounted after hydration renders at once.
 * Until then its root carries data-hydrating, so the page's pending-input script (src/i18n/inline-scripts.ts)
 * keeps a tap on it and replays it once the part is live.
 */
import { Component, cloneElement, type VNode } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { assertNever } from '../engine/core/result';
import { nextTask } from './next-task';

const HYDRATING_ATTRIBUTE = 'data-hydrating';

interface LaterProps {
  /** True on the island's hydrating render (useHydrationPass): only then does the part wait. */
  defer: boolean;
  /** One element: the part's root. */
  children: VNode;
}

const isThenable = (x: unknown): x is PromiseLike<unknown> =>
  typeof x === 'object' && x !== null && typeof (x as { then?: unknown }).then === 'function';

function Gate({ wait, children }: { wait: Promise<void> | null; children: VNode }) {
  if (wait !== null) throw wait;
  // On the server the root is marked; in the browser Later takes the mark off once the part is live.
  return typeof window === 'undefined' ? cloneElement(children, { [HYDRATING_ATTRIBUTE]: '' }) : children;
}

export class Later extends Component<LaterProps> {
  /**
   * waiting: the part keeps its server DOM; resuming: it hydrates with what it rendered first (what the server
   * drew: hydration patches no attribute, so later props would not show); live: it renders its current props.
   */
  private phase: 'waiting' | 'resuming' | 'live' = this.props.defer ? 'waiting' : 'live';
  private readonly first = this.props.children;
  private readonly wait: Promise<void> | null = this.props.defer
    ? nextTask().then(() => {
        if (this.gone) return;
        this.phase = 'resuming';
        this.forceUpdate();
      })
    : null;

  /** Unmounted while it waited (the island went away): nothing to render. */
  private gone = false;

  /** The Gate's promise: handled here (Preact keeps the part's DOM); any other error goes on up. */
  override componentDidCatch(error: unknown): void {
    if (!isThenable(error)) throw error;
    this.setState({});
  }

  /** While the part waits, the island's renders leave it alone; the promise's forceUpdate renders it. */
  override shouldComponentUpdate(): boolean {
    return this.phase === 'live';
  }

  override componentWillUnmount(): void {
    this.gone = true;
  }

  override componentDidMount(): void {
    this.unmark();
  }

  override componentDidUpdate(): void {
    if (this.phase !== 'resuming') return;
    this.phase = 'live';
    this.unmark();
    // The island rendered again while the part waited: show its current props now.
    if (this.props.children !== this.first) this.forceUpdate();
  }

  private unmark(): void {
    if (this.phase === 'live' && this.base instanceof Element) this.base.removeAttribute(HYDRATING_ATTRIBUTE);
  }

  override render() {
    switch (this.phase) {
      case 'waiting':
        return <Gate wait={this.wait}>{this.first}</Gate>;
      case 'resuming':
        return <Gate wait={null}>{this.first}</Gate>;
      case 'live':
        return <Gate wait={null}>{this.props.children}</Gate>;
      default:
        return assertNever(this.phase);
    }
  }
}

/** True during a component's first render in the browser: for an island, the render that hydrates it. */
export function useHydrationPass(): boolean {
  const first = useRef(typeof window !== 'undefined');
  useEffect(() => {
    first.current = false;
  }, []);
  return first.current;
}

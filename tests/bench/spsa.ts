/**
 * Simultaneous perturbation stochastic approximation (SPSA) over game results, for the tuning
 * bench (ai-tune.ts). Each round perturbs every knob at once by +step or -step (a fair coin per
 * knob), plays the "plus" settings against the "minus" settings, and moves every knob towards the
 * side that scored better: value += rate * step * outcome * sign, with outcome in [-1, 1] (the plus
 * side's points minus the minus side's, over the points at stake). A knob that does not matter
 * drifts at random; one that does drifts towards its better value. Knobs never go below their minimum.
 */
import type { Rng } from '../../src/engine/core/rng';

export interface Knob {
  readonly name: string;
  readonly start: number;
  /** The perturbation: about the smallest change expected to show in play. */
  readonly step: number;
  readonly min: number;
}

export type Values = Readonly<Record<string, number>>;

/** One round's two settings and the signs that made them. */
export interface Perturbation {
  readonly signs: readonly (1 | -1)[];
  readonly plus: Values;
  readonly minus: Values;
}

export class Spsa {
  private readonly current: number[];

  constructor(
    private readonly knobs: readonly Knob[],
    private readonly rate: number,
    private readonly rng: Rng,
  ) {
    this.current = knobs.map((k) => k.start);
  }

  values(): Values {
    return Object.fromEntries(this.knobs.map((k, i) => [k.name, this.current[i]!]));
  }

  perturb(): Perturbation {
    const signs = this.knobs.map((): 1 | -1 => (this.rng.nextInt(2) === 0 ? -1 : 1));
    const at = (s: number): Values =>
      Object.fromEntries(
        this.knobs.map((k, i) => [k.name, Math.max(k.min, this.current[i]! + s * signs[i]! * k.step)]),
      );
    return { signs, plus: at(1), minus: at(-1) };
  }

  /** After the plus side scored `outcome` in [-1, 1] against the minus side of `p`. */
  update(p: Perturbation, outcome: number): void {
    if (!(outcome >= -1 && outcome <= 1)) throw new RangeError(`spsa: outcome ${outcome} is not in [-1, 1]`);
    this.knobs.forEach((k, i) => {
      this.current[i] = Math.max(k.min, this.current[i]! + this.rate * k.step * outcome * p.signs[i]!);
    });
  }
}

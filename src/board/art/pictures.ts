/**
 * The pictorial piece set: our own simple drawings, one per kind, in a 100 x 100 box centred on
 * 0,0, in four layers (see Picture). Ink is currentColor and holes are the custom property
 * --pyb-art-face, so the same drawing serves red, black and blue pieces.
 */
import type { BanqiKind } from '../pieces-banqi';
import type { JungleKind } from '../pieces-jungle';

export interface Picture {
  /** Solid shapes in the piece's ink. */
  readonly ink: string;
  /** Eyes, markings and cut-outs, painted in the piece's face colour over the ink. */
  readonly holes: string;
  /** Ink again, over the holes (a lion's eyes inside its face). */
  readonly detail: string;
  /** Lines in ink (whiskers, wheel spokes, a spear shaft). */
  readonly stroke: string;
}

export const STROKE_WIDTH = 6;

/** A full circle as a path (clockwise), so it can join an even-odd path as a shape or a hole. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

/** The same shape on both sides of the vertical axis: `shape(1)` on the right, `shape(-1)` on the left. */
const mirrored = (shape: (s: 1 | -1) => string): string => shape(1) + shape(-1);

const eyes = (y: number, dx: number, r: number): string => mirrored((s) => circle(s * dx, y, r));

/** Whiskers: three lines on each side from (dx, y) outwards. */
const whiskers = (y: number, dx: number, len: number): string =>
  mirrored((s) => `M${s * dx} ${y}l${s * len} -6M${s * dx} ${y + 5}h${s * len}M${s * dx} ${y + 10}l${s * len} 6`);

const art = (p: Partial<Picture> & Pick<Picture, 'ink'>): Picture => ({ holes: '', detail: '', stroke: '', ...p });

const ELEPHANT: Picture = art({
  ink:
    mirrored((s) => ellipse(s * 24, -8, 15, 21)) +
    'M-17 -12C-17 -32 17 -32 17 -12C17 0 9 6 7 14C7 24 10 30 16 32L12 40C0 38 -6 28 -6 16C-8 8 -17 0 -17 -12Z',
  holes: eyes(-14, 8, 3.5),
});

/** A round head with round ears, the base of the big cats. */
const BIG_CAT_HEAD = mirrored((s) => circle(s * 22, -24, 9)) + circle(0, 2, 30);
const BIG_CAT_FACE = eyes(-4, 11, 4) + circle(0, 14, 4);

export const BANQI_PICTURES: Readonly<Record<BanqiKind, Picture>> = {
  // A crown: the one piece every army protects.
  general: art({
    ink: 'M-34 18L-40 -22L-18 -2L0 -36L18 -2L40 -22L34 18Z' + 'M-34 25h68v12h-68Z',
    holes: circle(0, 4, 6),
  }),
  // A shield with a boss: the guard at the general's side.
  advisor: art({
    ink: 'M0 -40L32 -28V-2C32 18 17 32 0 40C-17 32 -32 18 -32 -2V-28Z',
    holes: circle(0, -2, 13),
    detail: circle(0, -2, 6),
  }),
  elephant: ELEPHANT,
  // A cart on a spoked wheel.
  chariot: art({
    ink: 'M-38 -36h76v14h-76Z' + 'M-30 -22h60l-8 9h-44Z' + circle(0, 18, 7),
    stroke: circle(0, 18, 20) + 'M0 -2V38M-20 18H20',
  }),
  // A horse's head in profile.
  horse: art({
    ink: 'M-26 40H30C32 12 26 -14 10 -28L8 -42L-2 -31C-14 -31 -24 -22 -32 -8L-38 4C-37 12 -28 14 -22 8L-10 0C-8 14 -22 24 -26 40Z',
    holes: circle(0, -18, 4.5),
  }),
  // A barrel on a wheel.
  cannon: art({
    ink: 'M-40 4L22 -28L30 -14L-32 18Z' + 'M20 -36L38 -8L31 -4L13 -32Z',
    holes: circle(-10, 22, 10),
    stroke: circle(-10, 22, 16),
  }),
  // A spear and a round shield.
  soldier: art({
    ink: 'M-20 -44L-29 -22H-11Z' + circle(12, 10, 24),
    holes: circle(12, 10, 14),
    detail: circle(12, 10, 7),
    stroke: 'M-20 -22V42',
  }),
};

export const JUNGLE_PICTURES: Readonly<Record<JungleKind, Picture>> = {
  // Big round ears and a pointed snout.
  rat: art({
    ink:
      mirrored((s) => circle(s * 22, -22, 15)) +
      'M0 34C-10 34 -24 6 -24 -8C-24 -22 -12 -28 0 -28C12 -28 24 -22 24 -8C24 6 10 34 0 34Z',
    holes: eyes(-6, 9, 4),
    stroke: whiskers(16, 9, 24),
  }),
  // Pointed ears and whiskers.
  cat: art({
    ink: mirrored((s) => `M${s * 26} -6L${s * 24} -40L${s * 4} -22Z`) + circle(0, 4, 26),
    holes: mirrored((s) => ellipse(s * 10, -2, 4, 6.5)) + 'M-5 12h10l-5 6Z',
    stroke: whiskers(12, 20, 24),
  }),
  // Floppy ears and a broad muzzle.
  dog: art({
    ink: 'M-20 -30H20C28 -30 28 -18 28 -4C28 20 16 34 0 34C-16 34 -28 20 -28 -4C-28 -18 -28 -30 -20 -30Z',
    holes: eyes(-10, 10, 4) + ellipse(0, 14, 10, 8),
    detail: circle(0, 11, 4),
    stroke: mirrored((s) => `M${s * 24} -26C${s * 42} -26 ${s * 44} 0 ${s * 38} 16`),
  }),
  // Tall pointed ears and a long narrow head.
  wolf: art({
    ink: 'M-26 -12L-24 -44L-8 -24H8L24 -44L26 -12L12 18L0 40L-12 18Z',
    holes: mirrored((s) => `M${s * 5} -8l${s * 12} -5l${-s * 3} 9Z`) + circle(0, 27, 3.5),
  }),
  // A round head covered in spots.
  leopard: art({
    ink: BIG_CAT_HEAD,
    holes:
      BIG_CAT_FACE +
      circle(-15, -18, 3.5) +
      circle(3, -20, 3.5) +
      circle(17, -14, 3.5) +
      circle(-19, 12, 3.5) +
      circle(19, 14, 3.5) +
      circle(-5, -9, 2.5),
  }),
  // A round head with stripes on the brow and cheeks.
  tiger: art({
    ink: BIG_CAT_HEAD,
    holes:
      BIG_CAT_FACE +
      'M-3 -26h6v12h-6Z' +
      mirrored((s) => `M${s * 10} -25l${s * 4} 10h${s * 5}l${-s * 4} -10Z`) +
      mirrored((s) => `M${s * 28} 0h${-s * 11}v4h${s * 11}ZM${s * 26} 10h${-s * 10}v4h${s * 10}Z`),
  }),
  // A ring of mane around the face.
  lion: art({
    ink: 'M0 -46L10 -38L23 -40L27 -27L40 -23L38 -10L46 0L38 10L40 23L27 27L23 40L10 38L0 46L-10 38L-23 40L-27 27L-40 23L-38 10L-46 0L-38 -10L-40 -23L-27 -27L-23 -40L-10 -38Z',
    holes: circle(0, 0, 25),
    detail: eyes(-6, 9, 4) + 'M-6 6h12l-6 8Z',
  }),
  elephant: ELEPHANT,
};

import clsx from 'clsx';
import type { BenefitIcon } from '@/lib/content/schema/benefits';

/**
 * A pose for each benefit, on a mat, in the pictures' line: each figure is one closed contour, drawn as a
 * single stroke (it was traced from a figure built of tapered strokes, so its curves are smooth), filled with
 * the niche's colour so the prop it rests on passes behind it, the mat and the prop in the one warm fill. No
 * face: a figure, not a person. Each is placed to fill the same box, standing on the mat three quarters of the
 * way down. Keys are the content's names for the benefits' marks.
 */
type Pose = {
  /** Where the figure sits in the 64 × 64 drawing: its size and place, from its own 64 × 56 sketch. */
  place: string;
  /** What the figure rests on, if anything, in the sketch's units. */
  prop?: React.ReactNode;
  /** The contour, in tenths of the sketch's units with y upwards, as it was traced. */
  outline: string;
};

const poses: Record<BenefitIcon, Pose> = {
  // Stress Relief: sitting cross-legged, hands on the knees
  leaf: {
    place: 'translate(-6.18 -5.93) scale(1.193)',
    outline:
      'M312 464 c-29 -6 -42 -45 -21 -66 3 -4 3 -4 0 -8 -5 -4 -9 -13 -10 -18 0 -4 -1 -4 -4 -6 -14 -7 -13 -6 -30 -47 -7 -17 -21 -52 -32 -77 -12 -26 -21 -48 -21 -49 -1 -1 -5 -4 -17 -10 -10 -5 -17 -10 -19 -12 -9 -9 -9 -23 0 -33 6 -7 7 -7 59 -17 100 -17 94 -16 99 -15 4 1 5 1 9 0 4 -1 -2 -2 83 13 69 12 69 12 75 19 6 7 8 15 6 24 -3 8 -6 11 -24 20 -10 5 -17 9 -17 11 -1 1 -10 22 -21 48 -12 26 -26 61 -33 78 -17 41 -16 40 -30 47 -3 2 -4 2 -4 6 -1 5 -5 14 -10 18 -3 4 -3 4 0 8 27 27 0 73 -38 66z m-31 -198 c-3 -17 -5 -32 -6 -32 -1 -1 -30 -16 -30 -16 -1 0 6 14 14 31 8 16 17 35 21 42 8 19 8 15 1 -25z m101 -16 c8 -18 15 -32 14 -32 0 0 -29 15 -30 16 -2 1 -12 62 -11 66 0 4 0 4 6 -8 3 -6 12 -25 21 -42z m-71 -70 c7 -1 16 -1 24 2 5 1 5 1 29 -9 25 -11 30 -14 29 -14 -1 0 -7 -1 -13 -3 -7 -1 -22 -4 -34 -7 -13 -2 -23 -5 -24 -5 -1 0 -2 0 -3 0 -1 0 -5 2 -10 2 -4 1 -19 5 -34 8 -14 3 -27 5 -27 5 0 1 4 3 9 5 5 2 17 7 27 11 9 5 17 8 19 8 1 -1 4 -2 8 -3z',
  },
  // Personalised: the tree, balanced on one foot
  person: {
    place: 'translate(-1.38 2.80) scale(1.000)',
    outline:
      'M306 531 c-5 -2 -78 -84 -81 -89 -4 -9 -3 -11 24 -52 24 -36 29 -43 34 -44 1 -1 2 -2 2 -3 0 -1 1 -6 1 -12 2 -10 2 -11 -2 -37 -2 -15 -3 -29 -3 -31 0 -2 0 -7 0 -9 -1 -2 0 -19 0 -37 1 -19 2 -43 2 -54 1 -12 1 -24 2 -27 0 -6 0 -6 -9 -6 -18 -2 -26 -12 -20 -24 4 -9 6 -9 30 -10 25 0 28 1 34 6 5 6 6 8 7 34 1 12 2 22 2 22 1 2 86 22 90 22 26 0 35 32 14 45 -3 2 -21 12 -39 23 -18 11 -34 19 -34 19 0 1 -2 13 -3 27 -4 26 -4 27 -2 37 0 6 1 11 1 12 0 1 1 2 2 3 5 1 10 8 34 44 26 39 26 40 25 49 -1 5 -1 4 -43 51 -38 43 -39 44 -48 43 -4 -1 -6 -1 -12 -1 -3 1 -6 1 -8 -1z m43 -67 c14 -16 25 -30 25 -31 0 0 -21 -30 -25 -35 0 0 -1 1 -3 2 -3 2 -3 2 1 6 28 26 4 74 -33 67 -32 -6 -44 -45 -20 -67 4 -4 4 -4 1 -6 -2 -1 -3 -2 -3 -2 -6 7 -25 35 -25 36 0 0 12 15 27 33 27 31 27 31 29 29 1 -2 13 -16 26 -32z m-4 -251 c6 -2 10 -5 10 -5 0 -1 -21 -7 -22 -7 -1 0 -1 1 -1 3 1 1 1 5 2 8 0 4 0 6 1 6 0 0 5 -3 10 -5z',
  },
  // All Levels: the child's pose, the forehead on a block
  steps: {
    place: 'translate(-10.13 -6.73) scale(1.211)',
    prop: <rect x="37" y="41.8" width="9" height="3.4" rx=".4" vectorEffect="non-scaling-stroke" />,
    outline:
      'M222 260 c-11 -3 -18 -9 -57 -52 -18 -19 -17 -45 2 -59 4 -3 4 -3 -12 -3 -22 0 -28 -2 -33 -11 -5 -11 1 -26 13 -29 6 -1 177 -6 182 -5 10 3 24 22 24 32 0 9 -6 19 -14 23 -2 1 -19 8 -37 16 -19 8 -35 15 -35 15 -1 0 6 1 14 1 15 1 15 1 34 -8 30 -15 38 -19 60 -26 12 -3 21 -7 23 -8 8 -6 20 -10 27 -9 3 1 9 -1 24 -5 31 -10 123 -25 130 -21 12 5 13 22 2 28 -2 1 -23 6 -53 12 -27 6 -54 11 -59 13 -9 3 -9 3 -8 8 4 32 -37 54 -62 33 -4 -3 -4 -3 -6 2 -4 9 -9 13 -44 33 -17 10 -33 18 -34 19 -4 2 -75 3 -81 1z',
  },
  // Holistic Wellness: lying at rest, the knees over a bolster
  lotus: {
    place: 'translate(-2.18 -5.18) scale(1.176)',
    prop: <circle cx="38.5" cy="41.5" r="3.7" vectorEffect="non-scaling-stroke" />,
    outline:
      'M379 217 c-3 -1 -22 -10 -44 -20 -40 -19 -40 -19 -45 -17 -14 4 -144 -2 -157 -8 -3 -1 -3 -1 -4 1 -12 20 -45 23 -62 5 -30 -32 8 -82 47 -61 6 3 6 3 9 0 5 -5 13 -8 21 -9 3 0 8 -1 11 -2 3 -1 97 -4 99 -3 0 1 7 0 14 0 24 -2 38 4 46 19 3 5 3 5 39 25 l35 20 51 -25 c47 -24 51 -25 56 -25 10 0 17 5 19 15 1 3 4 10 7 16 5 12 6 19 2 24 -8 11 -19 9 -28 -4 -2 -4 -5 -6 -6 -6 -2 0 -83 45 -87 49 -7 6 -15 8 -23 6z',
  },
  // Exercise: the warrior, arms wide and the front knee bent
  heart: {
    place: 'translate(-1.10 1.24) scale(1.034)',
    outline:
      'M312 518 c-31 -8 -41 -46 -18 -67 l4 -4 -5 -5 c-2 -2 -5 -6 -6 -9 l-3 -5 -40 0 c-88 -2 -116 -3 -121 -5 -14 -7 -13 -26 1 -31 5 -2 46 -4 120 -5 22 0 41 0 41 0 0 0 1 -7 1 -14 2 -13 2 -14 -1 -37 -2 -13 -3 -24 -4 -24 0 -1 -21 -12 -45 -25 -49 -27 -52 -28 -55 -38 -1 -5 -1 -7 0 -11 0 -3 0 -8 0 -10 -1 -28 -5 -95 -5 -96 -1 0 -8 -1 -17 -1 -13 -1 -17 -2 -21 -3 -11 -5 -12 -21 -1 -28 3 -2 3 -2 32 -3 33 0 35 1 41 6 5 6 5 5 11 66 4 30 6 54 6 55 0 0 20 8 44 19 39 18 44 20 48 19 4 0 4 0 30 -33 15 -18 42 -53 62 -79 43 -57 42 -56 59 -51 4 2 12 4 18 6 6 1 12 3 15 4 11 6 12 23 0 29 -6 2 -7 2 -20 0 -7 -2 -10 -2 -11 -1 0 1 -13 21 -28 44 -24 39 -77 119 -82 127 -5 5 -9 49 -7 65 0 8 1 14 1 14 0 0 19 0 41 0 86 2 116 3 121 5 14 7 13 26 -1 31 -5 2 -43 3 -120 5 l-40 0 -3 5 c-1 3 -4 7 -7 10 l-4 4 4 4 c29 27 3 76 -35 67z',
  },
  // Flexibility: a low lunge, the arms raised
  wave: {
    place: 'translate(4.10 1.47) scale(1.029)',
    outline:
      'M325 519 c-8 -4 -8 -4 -15 -46 -4 -19 -6 -35 -7 -36 0 -3 0 -3 -4 -2 -1 0 -6 0 -9 -1 -32 -6 -43 -43 -21 -66 4 -5 4 -5 2 -8 -9 -11 -9 -19 -4 -54 4 -28 4 -28 1 -62 -1 -19 -2 -36 -1 -40 0 -6 -3 -9 -55 -59 -5 -4 -5 -4 -59 -7 -29 -2 -55 -4 -57 -5 -13 -4 -18 -20 -9 -30 6 -6 3 -5 69 -6 33 -1 63 -1 66 -1 7 0 10 1 54 37 22 17 41 32 43 33 2 2 93 19 93 18 1 0 1 -16 2 -36 1 -39 2 -41 7 -47 9 -8 22 -8 30 1 4 6 5 8 6 58 1 25 3 48 3 51 4 15 -11 31 -28 29 -39 -5 -86 -11 -87 -11 -2 3 -6 46 -7 80 -1 36 -1 37 -3 43 -2 5 -3 6 -2 13 1 4 2 20 4 35 2 15 5 45 8 66 6 41 6 42 1 48 -3 4 -9 7 -13 7 -2 0 -5 -1 -8 -2z',
  },
};

const tint = 'fill-clay-soft forced-colors:fill-[Canvas]';
// The niche, and its colour inside the figure (white on paper, Canvas in forced colours, where the niche is drawn
// as its outline instead).
const niche =
  'flex items-end overflow-hidden rounded-t-full bg-surface-muted px-1 forced-colors:border print:border print:border-line';
const nicheFill = 'fill-surface-muted forced-colors:fill-[Canvas] print:fill-white';

/**
 * The drawing for a benefit, in a small arched niche the shape of the studio's window (as in the home page's
 * picture); the className sizes the niche. Decorative: the title says the same.
 */
export function BenefitMark({ icon, className }: { icon: BenefitIcon; className?: string }) {
  const { place, prop, outline } = poses[icon];
  return (
    <div aria-hidden="true" className={clsx(niche, className)}>
      <svg viewBox="0 0 64 64" className="w-full text-brand forced-colors:text-[CanvasText]" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
        <path className={tint} vectorEffect="non-scaling-stroke" d="M6 50.4L9 48H55L58 50.4Z" />
        <g transform={place}>
          {prop ? <g className={tint}>{prop}</g> : null}
          <path className={nicheFill} transform="translate(0 56) scale(.1 -.1)" vectorEffect="non-scaling-stroke" strokeWidth="1.6" d={outline} />
        </g>
      </svg>
    </div>
  );
}

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
    </svg>
  );
}

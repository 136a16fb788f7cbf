import clsx from 'clsx';
import type { BenefitIcon } from '@/lib/content/schema/benefits';

/**
 * A pose on a mat, for each benefit, in the pictures' line: the figure is drawn as its outline (each limb a
 * rounded stroke, drawn in the line's colour and then again, narrower, in the niche's colour, so only the
 * contour shows and the limbs join into one shape), the mat under it in the one warm fill. No face: a figure,
 * not a person. Keys are the content's names for the benefits' marks.
 */
type Pose = { head: [x: number, y: number]; limbs: [path: string, width: number][]; bolster?: [x: number, y: number] };

const poses: Record<BenefitIcon, Pose> = {
  // Stress Relief: sitting cross-legged, hands on the knees
  leaf: {
    head: [32, 11.9],
    limbs: [
      ['M32 17.4V31.4', 6.5],
      ['M28 33.9H36', 5],
      ['M29 19.9Q25.5 22.9 25.5 27.9L20.5 36.9', 3],
      ['M35 19.9Q38.5 22.9 38.5 27.9L43.5 36.9', 3],
      ['M29 34.4L17 39.9L37 43.4', 3.8],
      ['M35 34.4L47 39.9L27 43.4', 3.8],
    ],
  },
  // Personalised: the tree, balanced on one foot
  person: {
    head: [32, 10.9],
    limbs: [
      ['M32 16.4V28.4', 6.5],
      ['M29.5 17.9Q24 12.4 31.5 3.4', 3],
      ['M34.5 17.9Q40 12.4 32.5 3.4', 3],
      ['M31 29.4V44.9', 3.8],
      ['M31 44.9H27', 3],
      ['M33.5 29.4L42 34.4L32.5 36.9', 3.8],
    ],
  },
  // All Levels: the child's pose, resting forward
  steps: {
    head: [40.5, 41.4],
    limbs: [
      ['M34 43.9H14', 3.8],
      ['M20.5 38.4L33 43.4', 3.8],
      ['M19 37.4Q26 29.4 36.5 38.4', 6],
      ['M35 38.9Q44 42.4 56 43.9', 3],
    ],
  },
  // Holistic Wellness: lying at rest, knees over a bolster
  lotus: {
    head: [10, 41.4],
    bolster: [40, 41.9],
    limbs: [
      ['M15.5 42.4H31', 6.5],
      ['M31 42.9L40 38.9L52 42.9', 3.8],
      ['M16.5 44.4Q23 45.9 28 45.4', 3],
    ],
  },
  // Exercise: the warrior, arms wide and the front knee bent
  heart: {
    head: [32, 6.9],
    limbs: [
      ['M32 12.4V25.4', 6.5],
      ['M14 15.9H50', 3],
      ['M30 26.9L20.5 31.9L19.5 44.4', 3.8],
      ['M34 26.9L46 44.4', 3.8],
      ['M19.5 44.4H14.5', 3],
      ['M46 44.4L49.5 43.4', 3],
    ],
  },
  // Flexibility: sitting, folded forward over straight legs
  wave: {
    head: [38, 36.4],
    limbs: [
      ['M18 43.9H50', 3.8],
      ['M50 43.9L51.5 39.9', 3],
      ['M18 41.4Q21 30.4 33.5 34.9', 6],
      ['M30.5 34.4Q40 37.9 48.5 40.4', 3],
    ],
  },
};

// The contour is 1.3 units either side of each limb: about 1.5 px at the size shown.
const contour = 2.6;
const tint = 'fill-clay-soft forced-colors:fill-[Canvas]';
// The niche's colour, inside the contour and the head (white on paper, Canvas in forced colours, where the
// niche is drawn as its outline instead).
const niche =
  'flex items-end overflow-hidden rounded-t-full bg-surface-muted px-1 forced-colors:border forced-colors:border-b-0 print:border print:border-b-0 print:border-line';
const nicheStroke = 'stroke-surface-muted forced-colors:stroke-[Canvas] print:stroke-white';
const nicheFill = 'fill-surface-muted forced-colors:fill-[Canvas] print:fill-white';

/**
 * The drawing for a benefit, in a small arched niche the shape of the studio's window (as in the home page's
 * picture); the className sizes the niche. Decorative: the title says the same.
 */
export function BenefitMark({ icon, className }: { icon: BenefitIcon; className?: string }) {
  const { head, limbs, bolster } = poses[icon];
  return (
    <div aria-hidden="true" className={clsx(niche, className)}>
      <svg viewBox="0 0 64 56" className="w-full text-brand forced-colors:text-[CanvasText]" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round">
        <path className={tint} d="M6 47.6L9 45.2H55L58 47.6Z" />
        {bolster ? <circle className={tint} cx={bolster[0]} cy={bolster[1]} r="3.2" /> : null}
        {limbs.map(([d, width]) => (
          <path key={d} d={d} strokeWidth={width + contour} />
        ))}
        <circle className={nicheFill} cx={head[0]} cy={head[1]} r="3.4" />
        {limbs.map(([d, width]) => (
          <path key={d} d={d} strokeWidth={width} className={nicheStroke} />
        ))}
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

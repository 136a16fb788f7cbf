import clsx from 'clsx';
import type { BenefitIcon } from '@/lib/content/schema/benefits';

// The niche, the shape of the studio's window; its tint is the colour the drawings fill their figures with.
const niche = 'flex items-end overflow-hidden rounded-t-full bg-surface-muted px-1 forced-colors:border print:border print:border-line';

/**
 * The drawing for a benefit: a pose on a mat in the pictures' line (public/images/benefits/, one file per
 * content name), each figure one closed contour in a single stroke, filled with the niche's tint so the prop it
 * rests on passes behind it. No face: a figure, not a person. In a small arched niche; the className sizes it.
 * Files rather than inline drawings keep the home page's HTML inside its first round trip. Decorative: the
 * title says the same.
 */
export function BenefitMark({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx(niche, className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
      <img src={`/images/benefits/${icon}.svg`} alt="" width={64} height={64} loading="lazy" decoding="async" className="w-full" />
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

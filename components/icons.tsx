import clsx from 'clsx';
import type { BenefitIcon } from '@/lib/content/schema/benefits';

/**
 * The drawing for a benefit: things from the studio, in the pictures' line and with their one warm fill, standing on
 * a floor line that runs across the benefit's column (public/images/benefits/, one file per content name). Objects
 * rather than figures, so no face stands in for anyone. Files rather than inline drawings keep the home page's HTML
 * inside its first round trip. Decorative: the title says the same. The className sizes it.
 */
export function BenefitMark({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('flex', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
      <img src={`/images/benefits/${icon}.svg`} alt="" width={112} height={80} loading="lazy" decoding="async" className="h-full w-auto max-w-full object-contain object-left-bottom" />
    </div>
  );
}

/** The open-and-close mark of a folded answer (a <details> in a `group`): a plus that turns to a cross when open. */
export function PlusMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={clsx('shrink-0 text-brand transition-transform group-open:rotate-45 forced-colors:text-[CanvasText] print:hidden', className)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 4v12M4 10h12" />
    </svg>
  );
}

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
    </svg>
  );
}

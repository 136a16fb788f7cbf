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
    <div aria-hidden="true" className={clsx('flex items-end', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
      <img src={`/images/benefits/${icon}.svg`} alt="" width={112} height={80} loading="lazy" decoding="async" className="h-full w-auto max-w-full object-contain object-left-bottom" />
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

import clsx from 'clsx';
import { buttonClass, forcedColorsPanelEdge } from './ui/button';

type StudioMapProps = { embedUrl: string; title: string; consentHeading: string; consentNote: string; showLabel: string };

/**
 * Google Maps sets its own cookies as soon as it loads, which UK law (PECR) lets us do only once the
 * visitor asks. So the map sits, lazily loaded, inside a closed <details>: the browser fetches it only
 * when the visitor opens it. No script is involved, so it works before hydration, with scripts blocked
 * and with JavaScript off; the address and the Google Maps link are always shown beside it.
 */
export function StudioMap({ embedUrl, title, consentHeading, consentNote, showLabel }: StudioMapProps) {
  return (
    <details className="group print:hidden">
      <summary
        className={clsx(
          // Its own height: the map takes its full size only when the visitor opens it.
          'flex w-full cursor-pointer list-none flex-col items-start gap-5 rounded-xl bg-brand-soft/70 p-5 group-open:hidden sm:p-8 [&::-webkit-details-marker]:hidden',
          forcedColorsPanelEdge,
        )}
      >
        <span>
          <span className="block font-display text-xl text-ink forced-colors:text-[CanvasText]">{consentHeading}</span>
          <span className="mt-2 block max-w-sm text-ink-muted forced-colors:text-[CanvasText]">{consentNote}</span>
        </span>
        <span className={buttonClass('secondary', 'bg-surface-raised')}>{showLabel}</span>
      </summary>
      <iframe
        src={embedUrl}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-xl border border-line bg-brand-soft/70 sm:aspect-[2/1]"
      />
    </details>
  );
}

import clsx from 'clsx';
import { buttonClass } from './ui/button';
import { MapSketch } from './map-sketch';
import { embedPanel } from './ui/card';

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
          // From 640 px a drawn map beside the words, both centred (a picture of what will load, never an
          // empty box); on a phone, the words alone at their own height. From 1024 px, where the panel stands
          // beside the door to look for, the map under the words, large, so the row's two halves end together.
          'grid w-full cursor-pointer list-none items-center gap-6 group-open:hidden sm:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:grid-cols-1 [&::-webkit-details-marker]:hidden',
          embedPanel,
        )}
      >
        <span className="flex flex-col items-start gap-5">
          <span>
            <span className="block font-display text-xl leading-tight text-ink forced-colors:text-[CanvasText]">{consentHeading}</span>
            <span className="mt-2 block max-w-md text-ink-muted forced-colors:text-[CanvasText]">{consentNote}</span>
          </span>
          <span className={buttonClass('secondary')}>{showLabel}</span>
        </span>
        <MapSketch className="pointer-events-none hidden w-full text-brand sm:block lg:max-w-[22rem] lg:justify-self-center forced-colors:text-[CanvasText] print:hidden" />
      </summary>
      <iframe
        src={embedUrl}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-card border border-line bg-brand-soft/70 sm:aspect-[2/1]"
      />
    </details>
  );
}

'use client';

import { useState } from 'react';
import { buttonClass } from './ui/button';

type StudioMapProps = { embedUrl: string; title: string; consentNote: string; showLabel: string };

/**
 * Google Maps sets its own cookies as soon as it loads, which UK law (PECR) lets us do only once the
 * visitor asks. So the map waits for a click; the address and the Google Maps link are always shown.
 */
export function StudioMap({ embedUrl, title, consentNote, showLabel }: StudioMapProps) {
  const [shown, setShown] = useState(false);

  if (shown) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-2xl border border-line sm:aspect-video"
      />
    );
  }

  return (
    <div data-enhancement="map-loader" className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-brand/40 bg-brand-soft/50 p-6 text-center sm:aspect-video noscript:hidden">
      <p className="max-w-sm text-ink-muted">{consentNote}</p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className={buttonClass('primary')}
      >
        {showLabel}
      </button>
    </div>
  );
}

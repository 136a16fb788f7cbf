'use client';

import { useEffect, useState, type ReactNode } from 'react';

declare global {
  interface Window {
    jotformEmbedHandler?: (iframeSelector: string, formOrigin: string) => void;
  }
}

type EnquiryFrameProps = {
  src: string;
  title: string;
  iframeId: string;
  formOrigin: string;
  resizeScript: string;
  /** Shown in the form's place when the provider cannot be reached (blocked, offline, down). */
  fallback: ReactNode;
};

/**
 * The form provider's form in an iframe. A blocked or unreachable provider would leave a broken box, so
 * once scripts run this asks the provider for the form's address (a no-cors HEAD request: it fails only
 * when the request cannot be made at all) and, if that fails, puts the fallback in the form's place. When
 * the provider answers, it loads the provider's script that sizes the iframe to the form.
 */
export function EnquiryFrame({ src, title, iframeId, formOrigin, resizeScript, fallback }: EnquiryFrameProps) {
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    let cancelled = false;
    fetch(src, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      () => {
        if (cancelled) return;
        const script = document.createElement('script');
        script.src = resizeScript;
        script.async = true;
        script.onload = () => window.jotformEmbedHandler?.(`iframe[id='${iframeId}']`, `${formOrigin}/`);
        document.body.append(script);
      },
      () => {
        if (!cancelled) setReachable(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [src, resizeScript, iframeId, formOrigin]);

  if (!reachable) return fallback;
  return (
    <iframe
      id={iframeId}
      title={title}
      src={src}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="mt-6 h-[44rem] w-full rounded-2xl border border-line bg-surface"
    />
  );
}

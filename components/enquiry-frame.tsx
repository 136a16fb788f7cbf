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
  /** In the form's place until the form is known to be reachable; all that shows without scripts. */
  waiting: ReactNode;
  /** In the form's place when the provider cannot be reached (blocked, offline, down). */
  fallback: ReactNode;
};

/**
 * The form provider's form, added once scripts run. The page's HTML holds only `waiting` (with the
 * e-mail as a button), so the first paint never waits on the provider and a visitor whose scripts never
 * arrive still has a way to get in touch. Once hydrated, this asks the provider for the form's address (a
 * no-cors HEAD request fails only when the request cannot be made at all): if it answers, the form's
 * iframe and the provider's sizing script load; if not, `fallback` takes the form's place.
 */
export function EnquiryFrame({ src, title, iframeId, formOrigin, resizeScript, waiting, fallback }: EnquiryFrameProps) {
  const [status, setStatus] = useState<'waiting' | 'ready' | 'unreachable'>('waiting');

  useEffect(() => {
    let cancelled = false;
    fetch(src, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('unreachable'),
    );
    return () => {
      cancelled = true;
    };
  }, [src]);

  useEffect(() => {
    if (status !== 'ready') return;
    const script = document.createElement('script');
    script.src = resizeScript;
    script.async = true;
    script.onload = () => window.jotformEmbedHandler?.(`iframe[id='${iframeId}']`, `${formOrigin}/`);
    document.body.append(script);
    return () => script.remove();
  }, [status, resizeScript, iframeId, formOrigin]);

  if (status === 'waiting') return waiting;
  if (status === 'unreachable') return fallback;
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

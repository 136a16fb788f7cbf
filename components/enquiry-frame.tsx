'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ReactNode } from 'react';

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
  /** In the form's place in the page's HTML: all that shows without scripts or before they run. */
  waiting: ReactNode;
  /** In the form's place once scripts run: what loads the form, and from whom (holds a LoadFormButton). */
  consent: ReactNode;
  /** In the form's place when the provider cannot be reached (blocked, offline, down). */
  fallback: ReactNode;
};

type Status = 'asking' | 'checking' | 'ready' | 'unreachable';

const subscribe = () => () => {};

const LoadForm = createContext<() => void>(() => {});

/** The control that loads the form: only a visitor's press reaches the provider. */
export function LoadFormButton(props: Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'>) {
  return <button type="button" onClick={useContext(LoadForm)} {...props} />;
}

/**
 * The form provider's form, loaded only when the visitor asks. The provider sets its own cookies as soon
 * as the form loads, which UK law (PECR) lets us do only on request, so nothing at all, not even a check
 * that it can be reached, goes to the provider before the press. The page's HTML holds `waiting` (the
 * e-mail); once hydrated, `consent` offers the form. On the press this asks the provider for the form's
 * address (a no-cors HEAD request fails only when the request cannot be made at all): if it answers, the
 * form's iframe and the provider's sizing script load; if not, `fallback` takes the form's place.
 */
export function EnquiryFrame({ src, title, iframeId, formOrigin, resizeScript, waiting, consent, fallback }: EnquiryFrameProps) {
  // False in the page's HTML and while hydrating, true once the island runs: only then can the button work.
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const [status, setStatus] = useState<Status>('asking');
  const placeRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const load = useCallback(() => setStatus('checking'), []);

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    fetch(src, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('unreachable'),
    );
    return () => {
      cancelled = true;
    };
  }, [status, src]);

  useEffect(() => {
    if (status !== 'ready') return;
    // The pressed button has gone: focus follows the visitor's choice into the form.
    frameRef.current?.focus();
    const script = document.createElement('script');
    script.src = resizeScript;
    script.async = true;
    script.onload = () => window.jotformEmbedHandler?.(`iframe[id='${iframeId}']`, `${formOrigin}/`);
    document.body.append(script);
    return () => script.remove();
  }, [status, resizeScript, iframeId, formOrigin]);

  useEffect(() => {
    if (status === 'unreachable') placeRef.current?.querySelector('a')?.focus();
  }, [status]);

  if (!hydrated) return waiting;
  if (status === 'asking' || status === 'checking') return <LoadForm.Provider value={load}>{consent}</LoadForm.Provider>;
  if (status === 'unreachable') return <div ref={placeRef}>{fallback}</div>;
  return (
    <iframe
      ref={frameRef}
      id={iframeId}
      title={title}
      src={src}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="mt-6 h-[44rem] w-full rounded-2xl border border-line bg-surface"
    />
  );
}

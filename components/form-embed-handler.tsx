'use client';

import Script from 'next/script';

declare global {
  interface Window {
    jotformEmbedHandler?: (iframeSelector: string, formOrigin: string) => void;
  }
}

/** Loads the form provider's script, which sizes the form's iframe to its content (no inner scrollbar). */
export function FormEmbedHandler({ scriptUrl, iframeId, formOrigin }: { scriptUrl: string; iframeId: string; formOrigin: string }) {
  return (
    <Script
      src={scriptUrl}
      strategy="afterInteractive"
      onReady={() => window.jotformEmbedHandler?.(`iframe[id='${iframeId}']`, `${formOrigin}/`)}
    />
  );
}

'use client';

import { useEffect } from 'react';

/**
 * Each page's Content-Security-Policy is a <meta> in its HTML, which a browser reads once, when the
 * document loads; a client-side navigation keeps the document and so the first page's policy. Only the
 * pages in `pages` (Contact: the form provider, the map) allow third parties, so a link to or from one of
 * them loads the new page in full, with its own policy: without this, Contact reached from another page
 * found its form and map blocked. The router never sees such a click (React listens below the window),
 * and the browser follows the link itself.
 */
export function OwnPolicyLinks({ pages }: { pages: string[] }) {
  useEffect(() => {
    const own = new Set(pages);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.pathname === location.pathname) return;
      if (own.has(link.pathname) || own.has(location.pathname)) event.stopPropagation();
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, [pages]);
  return null;
}

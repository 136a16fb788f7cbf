'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the islands are live. Scripts load only after the page has loaded
 * (scripts/defer-scripts.mjs), so this is how the end-to-end tests know a button will respond.
 */
export function HydrationFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

'use client';

import { useEffect } from 'react';

/** Writes the path a visitor tried to reach to the console, so a broken link can be traced (spec §8). */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}

'use client';

import { useSyncExternalStore } from 'react';
import { formatLongDate, today } from '../lib/date-format';

const subscribe = () => () => {};

/**
 * Today's date in en-GB form. The HTML carries the build date (for crawlers and JS-off visitors); the
 * browser swaps in the visitor's today after hydration. useSyncExternalStore's server snapshot makes that
 * swap a planned second render, not a hydration mismatch.
 */
export function CurrentDate({ buildDate }: { buildDate: string }) {
  const iso = useSyncExternalStore(subscribe, today, () => buildDate);
  return <time dateTime={iso}>{formatLongDate(new Date(`${iso}T12:00:00Z`))}</time>;
}

/** Dates as the site shows them: "22 November 2026", in UK time. */
export const formatLongDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "2026-11-22", in UK time: for <time dateTime>. */
export const isoDate = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/** Dates as the site shows them: "22 November 2026", in UK time. */
export const formatLongDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** Today in the UK as YYYY-MM-DD (for <time dateTime>): the build's date, and in the browser the visitor's. */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/** Interface timings and the data cache's settings (spec §9). */
export const tooltipDelays = {
  /** How long the pointer or focus rests before a tooltip opens. */
  openMs: 700,
  /** After one tooltip closes, another opens at once if reached within this window. */
  skipMs: 300,
} as const;

export const queryCacheSettings = {
  gcTimeMs: 5 * 60 * 1000,
  retry: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30 * 1000,
} as const;

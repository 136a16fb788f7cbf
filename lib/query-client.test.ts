/** @jest-environment node */
import { loadContent } from '@/lib/content/load';
import { createQueryClient } from './query-client';

const settings = loadContent().interface.dataCache;

describe('the data cache', () => {
  const defaults = createQueryClient(settings).getDefaultOptions().queries!;
  const delay = defaults.retryDelay as (attempt: number) => number;

  it('keeps unused data for the configured minutes', () => {
    expect(defaults.gcTime).toBe(settings.keepUnusedMinutes * 60_000);
  });

  it('retries a failed query the configured number of times', () => {
    expect(defaults.retry).toBe(settings.retries);
  });

  it('doubles the wait after each failure, from the first delay up to the cap', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => delay(attempt));
    expect(delays[0]).toBe(settings.firstRetryDelaySeconds * 1000);
    for (let attempt = 1; attempt < delays.length; attempt += 1) {
      expect(delays[attempt]).toBe(Math.min(delays[attempt - 1] * 2, settings.maxRetryDelaySeconds * 1000));
    }
    expect(Math.max(...delays)).toBe(settings.maxRetryDelaySeconds * 1000);
  });
});

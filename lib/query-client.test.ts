/** @jest-environment node */
import { loadContent } from '@/lib/content/load';
import { createQueryClient } from './query-client';

const settings = loadContent().interface.dataCache;

/** The times at which a query that always fails is tried, as the cache really schedules them. */
async function attemptTimes(cacheSettings: typeof settings) {
  jest.useFakeTimers();
  try {
    const times: number[] = [];
    const failing = () => {
      times.push(Date.now());
      return Promise.reject(new Error('the provider is down'));
    };
    const outcome = createQueryClient(cacheSettings).fetchQuery({ queryKey: ['always-fails'], queryFn: failing }).then(() => 'loaded', () => 'gave up');
    await jest.runAllTimersAsync();
    expect(await outcome).toBe('gave up');
    return times;
  } finally {
    jest.useRealTimers();
  }
}

describe('the data cache', () => {
  it('keeps unused data for the configured minutes', () => {
    expect(createQueryClient(settings).getDefaultOptions().queries!.gcTime).toBe(settings.keepUnusedMinutes * 60_000);
  });

  it('tries a failing query once, then retries it the configured number of times', async () => {
    expect(await attemptTimes(settings)).toHaveLength(1 + settings.retries);
  });

  it('waits the first delay, then longer after each failure, never longer than the cap', async () => {
    // Enough retries to reach the cap, whatever the settings.
    const times = await attemptTimes({ ...settings, retries: 20 });
    const waits = times.slice(1).map((time, index) => time - times[index]);
    const [first, cap] = [settings.firstRetryDelaySeconds * 1000, settings.maxRetryDelaySeconds * 1000];
    expect(waits[0]).toBe(first);
    if (2 * first < cap) expect(waits[1]).toBe(2 * first);
    for (const [index, wait] of waits.entries()) {
      if (index > 0) expect(wait).toBeGreaterThanOrEqual(waits[index - 1]);
      expect(wait).toBeLessThanOrEqual(cap);
    }
    expect(waits.at(-1)).toBe(cap);
  });
});

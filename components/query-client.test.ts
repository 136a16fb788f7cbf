import { createQueryClient, retryDelay } from './query-client';

describe('the data cache', () => {
  const defaults = createQueryClient().getDefaultOptions().queries!;

  it('keeps unused data for 5 minutes', () => {
    expect(defaults.gcTime).toBe(300_000);
  });

  it('retries a failed query 3 times', () => {
    expect(defaults.retry).toBe(3);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect(defaults.retryDelay).toBe(retryDelay);
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import type { Interface } from '@/lib/content/schema/interface';

type CacheSettings = Interface['dataCache'];

/** Exponential backoff from the first delay, doubling each attempt, capped (spec §9: capped at 30 s). */
export const retryDelay = (settings: CacheSettings) => (attemptIndex: number) =>
  Math.min(settings.firstRetryDelaySeconds * 1000 * 2 ** attemptIndex, settings.maxRetryDelaySeconds * 1000);

export function createQueryClient(settings: CacheSettings): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: settings.keepUnusedMinutes * 60 * 1000,
        retry: settings.retries,
        retryDelay: retryDelay(settings),
      },
    },
  });
}

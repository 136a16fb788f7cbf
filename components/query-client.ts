import { QueryClient } from '@tanstack/react-query';
import { queryCacheSettings } from '@/content/interface';

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(queryCacheSettings.retryBaseDelayMs * 2 ** attemptIndex, queryCacheSettings.retryMaxDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryCacheSettings.gcTimeMs,
        retry: queryCacheSettings.retry,
        retryDelay,
      },
    },
  });
}

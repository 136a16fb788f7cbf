'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Interface } from '@/lib/content/schema/interface';
import { createQueryClient } from '../lib/query-client';

/** One data cache for the client islands, created once per browser tab. */
export function QueryProvider({ settings, children }: { settings: Interface['dataCache']; children: ReactNode }) {
  const [client] = useState(() => createQueryClient(settings));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

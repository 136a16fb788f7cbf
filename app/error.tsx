'use client';

import { ErrorScreen } from '@/components/error-screen';
import labels from './generated/error-screen.json';

export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen labels={labels} onRetry={reset} />;
}

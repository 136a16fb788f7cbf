'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

// Replaces the root layout when that fails, so it brings its own <html> and <body>.
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body className="bg-surface font-sans text-ink">
        <main>
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}

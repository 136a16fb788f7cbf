'use client';

import { ErrorScreen } from '@/components/error-screen';
import labels from './generated/error-screen.json';
import './globals.css';

// Replaces the root layout when that fails, so it brings its own <html> and <body>. It runs only in the
// browser, where content/ cannot be read: scripts/generate.mjs writes its words beside it.
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body className="bg-surface font-sans text-ink">
        <main>
          <ErrorScreen labels={labels} />
        </main>
      </body>
    </html>
  );
}

import type { Interface } from '@/lib/content/schema/interface';
import { buttonClass } from './ui/button';
import { Container } from './ui/container';

/**
 * The message for a page that failed to render (spec §8). A plain <a> rather than next/link, because
 * the router itself may be what failed.
 */
export function ErrorScreen({ labels, onRetry }: { labels: Interface['errorScreen']; onRetry?: () => void }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl text-ink">{labels.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">
        {labels.text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className={buttonClass('secondary')}
          >
            {labels.retryLabel}
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, in case the router is what failed */}
        <a href="/" className={buttonClass('primary')}>
          {labels.homeLabel}
        </a>
      </div>
    </Container>
  );
}

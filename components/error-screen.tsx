import clsx from 'clsx';
import type { Interface } from '@/lib/content/schema/interface';
import { buttonBase, primaryVariant, secondaryVariant } from './ui/button';
import { Container } from './ui/container';

/**
 * The message for a page that failed to render (spec §8). Its link home, like every link on the site, is a
 * plain <a>: a full page load, whatever failed.
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
            className={clsx(buttonBase, secondaryVariant)}
          >
            {labels.retryLabel}
          </button>
        ) : null}
        <a href="/" className={clsx(buttonBase, primaryVariant)}>
          {labels.homeLabel}
        </a>
      </div>
    </Container>
  );
}

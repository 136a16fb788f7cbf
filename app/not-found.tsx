import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

// Next.js marks this page noindex itself.
export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <NotFoundLogger />
      <h1 className="font-display text-7xl font-semibold text-brand">404</h1>
      <p className="mt-4 text-2xl font-medium text-ink">Oops! Page not found</p>
      <p className="mt-3 max-w-md text-ink-muted">
        The page you were looking for has moved or never existed. Everything else is just where you left it.
      </p>
      <ButtonLink href="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  );
}

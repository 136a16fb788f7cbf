import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { getContent } from '@/content/load';

// Next.js marks this page noindex itself.
export const generateMetadata = (): Metadata => ({ title: getContent().interface.notFound.title });

export default function NotFound() {
  const { notFound } = getContent().interface;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <NotFoundLogger />
      <h1 className="font-display text-7xl font-semibold text-brand">{notFound.heading}</h1>
      <p className="mt-4 text-2xl font-medium text-ink">{notFound.subheading}</p>
      <p className="mt-3 max-w-md text-ink-muted">{notFound.text}</p>
      <ButtonLink href="/" className="mt-8">
        {notFound.homeLabel}
      </ButtonLink>
    </Container>
  );
}

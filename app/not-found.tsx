import type { Metadata } from 'next';
import Link from 'next/link';
import { Logo } from '@/components/logo';
import { NotFoundLogger } from '@/components/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { WithArrow } from '@/components/ui/with-arrow';
import { getContent } from '@/lib/content/load';

// Next.js marks this page noindex itself.
export const generateMetadata = (): Metadata => ({ title: getContent().interface.notFound.title });

/** Calm and useful: where to go instead (the main pages, home) and the e-mail for anything else. */
export default function NotFound() {
  const { interface: ui, navigation, site } = getContent();
  const { notFound } = ui;
  const [beforeEmail, afterEmail = ''] = notFound.emailText.split(site.email);
  return (
    <Container className="py-20 sm:py-28">
      <NotFoundLogger />
      <div className="mx-auto max-w-2xl text-center">
        <Logo className="mx-auto size-14 text-brand" />
        <h1 className="mt-6 font-display text-7xl font-semibold text-brand sm:text-8xl">{notFound.heading}</h1>
        <p className="mt-4 font-display text-3xl font-semibold text-ink text-balance">{notFound.subheading}</p>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted text-pretty">{notFound.text}</p>
        <ButtonLink href="/" className="mt-8">
          {notFound.homeLabel}
        </ButtonLink>
      </div>
      <nav aria-labelledby="elsewhere-heading" className="mx-auto mt-16 max-w-2xl border-t border-line pt-8">
        <h2 id="elsewhere-heading" className="text-center font-display text-xl font-semibold text-ink">
          {notFound.elsewhere}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-3">
          {navigation.header
            .filter((link) => link.href !== '/')
            .map((link) => (
              <li key={link.href}>
                <Link
                  prefetch={false}
                  href={link.href}
                  className="flex min-h-11 items-center justify-center rounded-2xl border border-line bg-surface-raised px-4 py-3 font-semibold text-brand-strong hover:border-brand"
                >
                  <WithArrow text={link.label} />
                </Link>
              </li>
            ))}
        </ul>
        <p className="mt-8 text-center text-ink-muted text-pretty">
          {beforeEmail}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
            {site.email}
          </a>
          {afterEmail}
        </p>
      </nav>
    </Container>
  );
}

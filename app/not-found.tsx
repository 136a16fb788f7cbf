import type { Metadata } from 'next';
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
    <Container className="grid gap-12 py-section lg:grid-cols-12 lg:gap-8">
      <NotFoundLogger />
      <div className="lg:col-span-7">
        <Logo className="mb-6 size-16 text-brand lg:hidden print:hidden" strokeWidth={1.2} />
        <h1 className="font-display text-7xl leading-none text-brand sm:text-8xl">{notFound.heading}</h1>
        <p className="mt-6 font-display text-3xl leading-tight text-ink text-balance sm:text-4xl">{notFound.subheading}</p>
        <p className="mt-4 max-w-[34rem] text-lg text-ink-muted text-pretty">{notFound.text}</p>
        <ButtonLink href="/" className="mt-8">
          {notFound.homeLabel}
        </ButtonLink>
        <nav aria-labelledby="elsewhere-heading" className="mt-14 max-w-[36rem] border-t border-line pt-8">
          <h2 id="elsewhere-heading" className="font-display text-xl text-ink">
            {notFound.elsewhere}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {navigation.header
              .filter((link) => link.href !== '/')
              .map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="flex min-h-12 items-center font-semibold text-brand-strong underline-offset-4 hover:underline">
                    <WithArrow text={link.label} />
                  </a>
                </li>
              ))}
          </ul>
          <p className="mt-6 text-ink-muted text-pretty">
            {beforeEmail}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
              {site.email}
            </a>
            {afterEmail}
          </p>
        </nav>
      </div>
      {/* A willow frond drawn large, level with the "404": the site's mark, adrift on a page that is not
          there, in the drawings' line (about 1.75 px at this size). */}
      <div aria-hidden="true" className="hidden lg:col-span-4 lg:col-start-9 lg:block print:hidden">
        <Logo className="w-full max-w-sm text-brand" strokeWidth={0.19} />
      </div>
    </Container>
  );
}

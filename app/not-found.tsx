import type { Metadata } from 'next';
import { FrondDrawing } from '@/components/frond-drawing';
import { NotFoundLogger } from '@/components/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { Container } from '@/components/ui/container';
import { WithArrow } from '@/components/ui/with-arrow';
import { getContent } from '@/lib/content/load';

// Next.js marks this page noindex itself.
export const generateMetadata = (): Metadata => ({ title: getContent().interface.notFound.title });

/** Calm and useful: where to go instead (the main pages, home) and the e-mail for anything else. */
export default function NotFound() {
  const { interface: ui, navigation, site } = getContent();
  const { notFound } = ui;
  return (
    <Container className="relative grid gap-12 py-section md:grid-cols-12 md:gap-8">
      <NotFoundLogger />
      {/* The words, from lg centred against the niche beside them (no empty band under the button). */}
      <div className="md:col-span-8 lg:col-span-7 lg:self-center">
        {/* On a phone the frond hangs beside the numerals in a small niche of the same arch, standing on their line;
            from md it has a larger one of its own (below). */}
        <div className="flex items-end justify-between gap-4">
          <h1 className="font-display text-7xl leading-none text-brand sm:text-8xl">{notFound.heading}</h1>
          <div aria-hidden="true" className="flex h-28 aspect-[4/5] shrink-0 justify-center overflow-hidden rounded-t-full border border-b-0 border-line bg-surface-muted pt-3 md:hidden forced-colors:border-[CanvasText] print:hidden">
            <FrondDrawing className="h-auto w-[64%] text-brand forced-colors:text-[CanvasText]" />
          </div>
        </div>
        <p className="mt-6 font-display text-3xl leading-tight text-ink text-balance sm:text-4xl">{notFound.subheading}</p>
        <p className="mt-4 max-w-[34rem] text-lg text-ink-muted text-pretty">{notFound.text}</p>
        <ButtonLink href="/" className="mt-8">
          {notFound.homeLabel}
        </ButtonLink>
      </div>
      {/* A willow frond in the drawings' line, the site's motif, hanging the height of an arched niche the shape of
          the studio's window, from md: on the grid's right edge, as the home and About pictures are, as tall as the
          words beside it (from lg at least 30rem), its foot standing on the rule below (the row gap, taken back by
          the negative margin). */}
      <div aria-hidden="true" className="pointer-events-none hidden md:col-span-4 md:-mb-8 md:flex md:justify-end md:self-stretch lg:col-span-5 lg:col-start-8 lg:min-h-[30rem] print:hidden">
        <div className="flex aspect-[4/5] h-full justify-center overflow-hidden rounded-t-full border border-b-0 border-line bg-surface-muted pt-[9%] forced-colors:border-[CanvasText]">
          <FrondDrawing className="h-auto w-[64%] text-brand forced-colors:text-[CanvasText]" />
        </div>
      </div>
      {/* Then, across the page, where to go instead: the main pages side by side, and the email. */}
      <nav aria-labelledby="elsewhere-heading" className="border-t border-line pt-8 md:col-span-12">
        <h2 id="elsewhere-heading" className="font-display text-xl text-ink">
          {notFound.elsewhere}
        </h2>
        <ul className="mt-3 grid divide-y divide-line sm:grid-cols-3 sm:gap-8 sm:divide-y-0">
          {navigation.header
            .filter((link) => link.href !== '/')
            .map((link) => (
              <li key={link.href}>
                <a href={link.href} className="flex min-h-12 items-center font-semibold text-brand-strong underline-offset-4 hover:underline sm:border-b sm:border-line">
                  <WithArrow text={link.label} />
                </a>
              </li>
            ))}
        </ul>
        <p className="mt-6 max-w-[34rem] text-ink-muted text-pretty">
          <EmailText text={notFound.emailText} email={site.email} />
        </p>
      </nav>
    </Container>
  );
}

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Picture } from '@/components/ui/picture';
import { Eyebrow } from '@/components/ui/section-heading';
import type { Home } from '@/lib/content/schema/home';

/** The first screen: the promise, then the drawing in an arched frame, the shape of the studio's window (under the words on a phone; from 768 px beside them, on seven and five of twelve columns); no bigger gap below it than between sections. On paper the words alone. */
export function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <section className="border-b border-line/70 print:border-0">
      <Container className="grid items-center gap-10 pb-12 pt-10 sm:pt-16 md:grid-cols-12 md:gap-8 lg:pb-16 lg:pt-16 print:py-4">
        <div className="md:col-span-7 lg:pr-6 print:col-span-12!">
          <Eyebrow>{hero.badge}</Eyebrow>
          <h1 className="font-display text-[2.125rem] leading-[1.04] min-[360px]:text-[2.5rem] tracking-[-0.02em] text-ink text-balance sm:text-6xl md:text-5xl lg:text-[3.75rem] min-[90rem]:text-[4.5rem]">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-[34rem] text-lg text-ink-muted text-pretty sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="quiet">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <div className="md:col-span-5 print:hidden">
          <Picture image={hero.image} priority sizes="(min-width: 1024px) 36rem, (min-width: 768px) 40vw, 100vw" className="w-full rounded-t-full rounded-b-card" />
        </div>
      </Container>
    </section>
  );
}

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Picture } from '@/components/ui/picture';
import type { Home } from '@/lib/content/schema/home';

export function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-soft/70 to-surface">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/25 bg-surface-raised/80 px-4 py-1.5 text-sm font-semibold text-brand-strong">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {hero.badge}
          </p>
          <h1 className="mt-6 font-display text-4xl font-semibold leading-[1.08] tracking-tight text-ink text-balance sm:text-5xl lg:text-6xl min-[1440px]:text-7xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-muted text-pretty sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <Picture
          image={hero.image}
          priority
          sizes="(min-width: 1024px) 34rem, (min-width: 640px) 90vw, 100vw"
          className="mx-auto w-full max-w-xl rounded-[2rem] shadow-card"
        />
      </Container>
    </section>
  );
}

import type { Interface } from '@/lib/content/schema/interface';
import type { Navigation } from '@/lib/content/schema/navigation';
import type { Site } from '@/lib/content/schema/site';
import { Logo } from './logo';
import { SiteNav } from './site-nav';
import { Container } from './ui/container';

type SiteHeaderProps = { site: Site; navigation: Navigation; labels: Interface['menu'] };

/** One line at every width (64 px tall, which the phone menu's panel opens beneath). */
export function SiteHeader({ site, navigation, labels }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/90">
      <Container className="flex h-16 items-center justify-between gap-2">
        <a href="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-display text-base whitespace-nowrap text-ink min-[400px]:text-lg sm:gap-2.5 sm:text-xl">
          <Logo className="size-8 shrink-0 text-brand min-[400px]:size-9 sm:size-10" />
          {site.name}
        </a>
        <SiteNav links={navigation.header} book={navigation.book} email={site.email} labels={labels} />
      </Container>
    </header>
  );
}

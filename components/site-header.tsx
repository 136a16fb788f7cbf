import Link from 'next/link';
import type { Interface } from '@/content/schema/interface';
import type { NavLink } from '@/content/schema/navigation';
import type { Site } from '@/content/schema/site';
import { Logo } from './logo';
import { SiteNav } from './site-nav';
import { Container } from './ui/container';

type SiteHeaderProps = { site: Site; links: NavLink[]; labels: Interface['menu'] };

export function SiteHeader({ site, links, labels }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="relative flex min-h-18 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
        <Link prefetch={false} href="/" className="flex min-h-11 items-center gap-2 rounded-lg font-display text-lg font-semibold text-ink sm:gap-2.5 sm:text-xl">
          <Logo className="size-8 text-brand sm:size-9" />
          {site.name}
        </Link>
        <SiteNav links={links} labels={labels} />
      </Container>
    </header>
  );
}

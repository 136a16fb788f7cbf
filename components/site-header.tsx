import Link from 'next/link';
import { headerLinks } from '@/content/navigation';
import { studio } from '@/content/site';
import { Logo } from './logo';
import { SiteNav } from './site-nav';
import { Container } from './ui/container';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="relative flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <Link href="/" className="flex min-h-11 items-center gap-2.5 rounded-lg font-display text-xl font-semibold text-ink">
          <Logo className="size-9 text-brand" />
          {studio.name}
        </Link>
        <SiteNav links={headerLinks} />
      </Container>
    </header>
  );
}

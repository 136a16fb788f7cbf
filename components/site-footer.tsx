import Link from 'next/link';
import { footerLegalLinks, footerQuickLinks, type NavLink } from '@/content/navigation';
import { addressLine, studio } from '@/content/site';
import { Logo } from './logo';
import { Container } from './ui/container';

const linkClass = 'inline-flex min-h-6 items-center rounded text-surface/85 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-ink text-surface/85">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2.5 font-display text-xl font-semibold text-white">
            <Logo className="size-9 text-brand-soft" />
            {studio.name}
          </p>
          <p className="mt-4 max-w-sm">{studio.tagline}</p>
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">Quick links</h2>
          <LinkList links={footerQuickLinks} className="mt-4 space-y-2" />
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">Get in touch</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${studio.email}`} className={linkClass}>
                {studio.email}
              </a>
            </li>
            <li>
              <address className="not-italic">{addressLine}</address>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {studio.copyrightYear} {studio.name}. All rights reserved.
          </p>
          <LinkList links={footerLegalLinks} className="flex gap-6" />
        </Container>
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link prefetch={false} href={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

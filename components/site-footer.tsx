import { addressLine } from '@/lib/content/format';
import type { Interface } from '@/lib/content/schema/interface';
import type { Navigation, NavLink } from '@/lib/content/schema/navigation';
import type { Site } from '@/lib/content/schema/site';
import { Logo } from './logo';
import { Container } from './ui/container';

const linkClass = 'inline-flex min-h-6 items-center rounded text-surface/85 underline-offset-4 hover:text-white hover:underline';

type SiteFooterProps = { site: Site; navigation: Navigation; labels: Interface['footer'] };

export function SiteFooter({ site, navigation, labels }: SiteFooterProps) {
  return (
    <footer className="mt-auto bg-ink text-surface/85 forced-colors:border-t forced-colors:border-[CanvasText] print:hidden">
      {/* From 1024 px on the pages' twelve columns: the name and tagline on five, the links from the seventh, the
          contact details on the last four (the email address is long). Below that the name and tagline across the
          top (from 768 px side by side, on the two columns the links and the contact details use under them). */}
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-x-8">
        <div className="sm:col-span-2 md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:items-start md:max-lg:gap-x-10 lg:col-span-5">
          <p className="flex items-center gap-2.5 font-display text-xl whitespace-nowrap text-white">
            <Logo className="size-9 shrink-0 text-brand-soft" />
            {site.name}
          </p>
          <p className="mt-4 max-w-sm font-display text-lg text-surface/90 md:max-lg:mt-0">{site.tagline}</p>
        </div>
        <div className="lg:col-span-2 lg:col-start-7">
          <h2 className="font-display text-lg text-white">{labels.linksHeading}</h2>
          <LinkList links={navigation.footerQuickLinks} className="mt-4 space-y-2" />
        </div>
        <div className="lg:col-span-4 lg:col-start-9">
          <h2 className="font-display text-lg text-white">{labels.contactHeading}</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li>
              <address className="not-italic">{addressLine(site)}</address>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{labels.copyright}</p>
          <LinkList links={navigation.footerLegalLinks} className="flex gap-6" />
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
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

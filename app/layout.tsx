import clsx from 'clsx';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { QueryProvider } from '@/components/query-provider';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { forcedColorsEdge } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { addressLine, webAddress } from '@/lib/content/format';
import { getContent } from '@/lib/content/load';
import { palette } from '@/lib/palette';
import './globals.css';

// Self-hosted from @fontsource-variable (next/font/google would need the network at build time), cut
// down to the characters and weights the site uses by scripts/build-fonts.mjs before each build. It reads
// the fonts and weights from the localFont() calls below: they are written only here.
const fraunces = localFont({
  src: './fonts/fraunces.woff2',
  variable: '--font-fraunces',
  weight: '560',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});

// The testimonials' quotes only: not preloaded, so pages without quotes never fetch it.
const frauncesItalic = localFont({
  src: './fonts/fraunces-italic.woff2',
  variable: '--font-fraunces-italic',
  weight: '400',
  style: 'italic',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});

const inter = localFont({
  src: './fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 600',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(site.website.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    applicationName: site.name,
    authors: [{ name: site.teacher.name }],
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: palette.surface,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const content = getContent();
  return (
    <html lang="en-GB" className={`${fraunces.variable} ${frauncesItalic.variable} ${inter.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className={clsx('sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4', forcedColorsEdge)}
        >
          {content.interface.skipLink}
        </a>
        {/* On paper the header and footer are left out: a letterhead says whose page it is and how to reach her, the
            mark and the name, then the address on one line and the email and web address on the next. */}
        <Container className="hidden print:block">
          <div data-print-identity className="flex items-center gap-3 border-b-[0.5pt] border-neutral-500 pb-2">
            <Logo className="size-[10mm] shrink-0" />
            <div className="text-[8pt] leading-snug">
              <p className="font-display text-[11pt] leading-tight">{content.site.name}</p>
              <p className="mt-0.5">{addressLine(content.site)}</p>
              <p>
                {content.site.email} <span aria-hidden="true">·</span> {webAddress(content.site)}
              </p>
            </div>
          </div>
        </Container>
        <SiteHeader site={content.site} navigation={content.navigation} labels={content.interface.menu} />
        <QueryProvider settings={content.interface.dataCache}>
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        </QueryProvider>
        <SiteFooter site={content.site} navigation={content.navigation} labels={content.interface.footer} />
      </body>
    </html>
  );
}

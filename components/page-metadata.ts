import type { Metadata } from 'next';
import { plainText } from '@/content/format';
import type { Content } from '@/content/load';
import type { Route } from '@/content/schema/fields';

export const shareImage = { url: '/og.png', width: 1200, height: 630 };

/** A page's title and search description: the legal pages' come from their own documents. */
export function pageMeta(content: Content, route: Route) {
  switch (route) {
    case '/':
      return content.pages.home;
    case '/about/':
      return content.pages.about;
    case '/sessions/':
      return content.pages.sessions;
    case '/contact/':
      return content.pages.contact;
    case '/privacy-policy/':
      return content.legal.privacyPolicy;
    case '/terms/':
      return content.legal.terms;
  }
}

/** Title, description, canonical URL and link-preview tags for one exported page. */
export function pageMetadata(content: Content, route: Route): Metadata {
  const meta = pageMeta(content, route);
  const [title, description] = [plainText(meta.title), plainText(meta.description)];
  const images = [{ ...shareImage, alt: content.pages.shareImageAlt }];
  return {
    title: route === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: route },
    openGraph: { type: 'website', locale: 'en_GB', siteName: content.site.name, url: route, title, description, images },
    twitter: { card: 'summary_large_image', title, description, images: [shareImage.url] },
  };
}

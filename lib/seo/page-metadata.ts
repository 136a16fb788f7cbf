import type { Metadata } from 'next';
import { plainText } from '@/lib/content/format';
import type { Content } from '@/lib/content/load';
import type { Route } from '@/lib/content/schema/fields';

export const shareImage = { url: '/og.png', width: 1200, height: 630 };

type PageMeta = { title: string; description: string };

/** Where each page's title and search description live: the legal pages' in their own documents. */
const metaOf: Record<Route, (content: Content) => PageMeta> = {
  '/': (content) => content.pages.home,
  '/about/': (content) => content.pages.about,
  '/sessions/': (content) => content.pages.sessions,
  '/contact/': (content) => content.pages.contact,
  '/privacy-policy/': (content) => content.legal.privacyPolicy,
  '/terms/': (content) => content.legal.terms,
};

/** A page's title and search description. */
export function pageMeta(content: Content, route: Route): PageMeta {
  return metaOf[route](content);
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

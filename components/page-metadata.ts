import type { Metadata } from 'next';
import type { Route } from '@/content/navigation';
import { pageMeta } from '@/content/pages';
import { studio } from '@/content/site';

export const shareImage = { url: '/og.png', width: 1200, height: 630, alt: `${studio.name}, private yoga in ${studio.address.town}` };

/** Title, description, canonical URL and link-preview tags for one exported page. */
export function pageMetadata(route: Route): Metadata {
  const { title, description } = pageMeta[route];
  return {
    title: route === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: route },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: studio.name,
      url: route,
      title,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title, description, images: [shareImage.url] },
  };
}

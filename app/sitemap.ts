import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/load';
import { routes } from '@/lib/content/schema/fields';

// Required for `output: 'export'`: the sitemap is written once at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const { site } = getContent();
  return routes.map((route) => ({
    url: new URL(route, site.website.url).href,
    changeFrequency: route.includes('privacy') || route.includes('terms') ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
}

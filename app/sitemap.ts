import type { MetadataRoute } from 'next';
import { routes } from '@/content/navigation';
import { studio } from '@/content/site';

// Required for `output: 'export'`: the sitemap is written once at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: new URL(route, studio.siteUrl).href,
    changeFrequency: route.includes('privacy') || route.includes('terms') ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
}

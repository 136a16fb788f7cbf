import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/load';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The editor at /admin/ is for the owner, not for search results.
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: new URL('/sitemap.xml', getContent().site.website.url).href,
  };
}

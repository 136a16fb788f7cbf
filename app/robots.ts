import type { MetadataRoute } from 'next';
import { studio } from '@/content/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: new URL('/sitemap.xml', studio.siteUrl).href,
  };
}

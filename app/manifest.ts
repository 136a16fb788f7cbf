import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/load';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { site } = getContent();
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#f8f7f2',
    theme_color: '#36593d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

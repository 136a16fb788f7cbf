import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/load';
import { palette } from '@/lib/palette';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { site } = getContent();
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: palette.surface,
    theme_color: palette.brand,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

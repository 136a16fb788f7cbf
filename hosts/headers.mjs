// The response headers every host sends with the site: the one table. `npm run generate` (before every
// build) writes them into public/_headers, which Netlify, Cloudflare Pages and the local preview read,
// and into the nginx, Apache and CloudFront files in hosts/, which docs/deploy.md points to. Change a
// header here, run `npm run generate`, and commit the files it rewrote.
//
// The full Content-Security-Policy, with a hash of each page's inline scripts, is in a <meta> tag in every
// page (scripts/post-build/csp.mjs); the header here adds what a <meta> tag cannot carry.

/**
 * A path pattern (`*` matches anything, as in `_headers`), why these headers, and the headers. Later
 * rules add to earlier ones, as on Netlify and Cloudflare Pages.
 * @type {{ path: string, why: string[], headers: [string, string][] }[]}
 */
export const headerRules = [
  {
    path: '/*',
    why: ['Every path: what a <meta> Content-Security-Policy cannot say, and the other security headers.'],
    headers: [
      ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'none'"],
      ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      [
        'Permissions-Policy',
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
      ],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
    ],
  },
  {
    path: '/admin/*',
    why: [
      'The editor (Decap CMS) has its own Content-Security-Policy in public/admin/index.html. It signs in to',
      'GitHub in a pop-up window that reports back to this page, which "same-origin" would cut off. The local',
      'preview sends the later rule\'s value; check what your host sends (docs/online-editing.md).',
    ],
    headers: [
      ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
      ['X-Robots-Tag', 'noindex'],
    ],
  },
  {
    path: '/_next/static/*',
    why: ['File names under /_next/static/ change whenever their content does, so they can be cached for a year.'],
    headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
  },
];

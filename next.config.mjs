/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // /about/ → out/about/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  // A static export has no image optimiser; scripts/build-images.mjs makes the responsive files instead.
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default nextConfig;

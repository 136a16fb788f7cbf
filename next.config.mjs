/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // /about/ → out/about/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  // A static export has no image optimiser; scripts/build-images.mjs makes the responsive files instead.
  images: { unoptimized: true },
  poweredByHeader: false,
  // A test builds an edited copy of content/ (CONTENT_DIR) into a folder of its own, leaving out/ alone.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
};

export default nextConfig;

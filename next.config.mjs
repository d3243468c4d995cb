import { readFileSync } from 'node:fs';

/** @type {{ path: string, internal?: string }[]} */
const routes = JSON.parse(readFileSync(new URL('./lib/routes.json', import.meta.url), 'utf8'));

// A well-formed id (CONTRACT.md). Anything else does not match, so the public path has no page
// and answers 404; odd characters never reach a path segment or the ISR cache.
const ID_VALUE = '(?<id>[A-Za-z0-9_-]{1,64})';

function imageOrigins() {
  const url = process.env.APPAPI_URL?.trim();
  if (!url) return [];
  try {
    const { protocol, hostname, port } = new URL(url);
    return [{ protocol: protocol.replace(':', ''), hostname, port, pathname: '/**' }];
  } catch {
    return [];
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['swiper'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: imageOrigins(),
  },
  async rewrites() {
    // The public URL (/DptHome?id=X) is served by an ISR path-param route
    // (/department/X/DptHome); the browser keeps the public URL.
    return routes
      .filter((route) => route.internal)
      .map((route) => ({
        source: route.path,
        has: [{ type: 'query', key: 'id', value: ID_VALUE }],
        destination: route.internal,
      }));
  },
};

export default nextConfig;

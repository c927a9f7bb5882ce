import type { Config } from 'vike/types'

// The marketers' studio: served by `npm run dev` at /studio and built by `npm run studio`; the site's
// own build never reads this folder (vite.config.ts), so no page, code or sitemap entry of it ships.
export default {
  siteShell: false,
  favicon: '/favicon.svg',
} satisfies Config

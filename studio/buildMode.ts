// The studio's build settings (Node only), read by vite.config.ts and the tests that prove the site's build has none of it.

/** Where the studio's routes live; the site's build leaves this folder out. */
export const STUDIO_PAGES = 'pages/studio'

/** Whether this build is the studio's (`npm run studio`): it sets STUDIO=1. */
export const STUDIO_BUILD = process.env.STUDIO === '1'

/** Where `npm run studio` writes the studio (with the site, so its links lead somewhere). */
export const STUDIO_DIST = 'dist-studio'

/** Byte budgets per route, gzip unless named otherwise, in bytes (1 KB = 1000 bytes). Checked by tests/e2e/budgets.spec.ts, shown by `npm run bench`. */
export const BYTE_BUDGETS = {
  /**
   * All the JavaScript a page's islands may fetch: the inline scripts and every island's files (the
   * islands' code with React, 68 KB of it, and each island's own module), each file counted once. The
   * largest is the home page, 115.3 KB with its carousels, players and galleries. It is also
   * `npm run bench`'s target for the JavaScript a page fetches before the first interaction where an
   * island is near its first screen (tests/bench/report.ts).
   */
  js: 120_000,
  /**
   * The JavaScript one island fetches when it starts (its data-files, the islands' code included). The
   * largest is the image carousel's, 101.9 KB; the contact form's is 94.0 KB.
   */
  island: 105_000,
  /** The same for the islands of every page, the header and the consent layer with its settings button: 77.1-79.6 KB. */
  layoutIsland: 82_000,
  /**
   * JavaScript before the first interaction on a page with no island near its first screen: only the
   * inline scripts, the head's consent script, the boot script (islands/boot/boot.ts) and, when a measurement
   * tag is configured, the tags' loader (consent/measurement/tagLoader.ts), each bundled and minified
   * by the build. 1.8 KB without tags, 2.3 KB with the loader (the tags' runtime it imports once the
   * visitor allows a tag is a file of its own, 4.5 KB over six files that it shares in part with the
   * islands, and not counted here).
   */
  jsBeforeInteraction: 3_000,
  /** CSS of the first paint: the inline rules (and any stylesheet not disabled). The largest is the home page's, 7.0 KB. */
  css: 8_000,
  /**
   * The HTML document itself, inline CSS and the islands' props included (static sections' props are
   * not in the page). The largest is the home page, 30.1 KB: the boot script inlined in every page,
   * one module per concern since 2026-11-29 (islands/boot/), minifies to about 100 bytes of gzip more
   * than it did as one file, and took the home page over the 30.0 KB it had just kept to.
   */
  html: 30_200,
  /**
   * The HTML as browsers get it (brotli), on every page but those in LONG_PAGES: a new connection
   * delivers 10 TCP segments (14,600 bytes) in its first round trip, and the response headers take
   * 1,155 bytes of that (measured on the local server: the security headers are most of it, the
   * ETag 50). A page that needs a second round trip paints one round trip later.
   */
  htmlFirstRoundTrip: 14_600 - 1_155,
} as const

/**
 * Pages whose content does not fit one round trip however lean the markup: the home page shows eleven
 * sections (23.9 KB brotli), and the longest article is 13.6 KB. Four more are over, not because their
 * content needs two round trips but by what every page now carries: the boot script (inlined in every
 * page) learnt to start islands when the visitor uses them, fetch their code ahead, retry a lost request
 * and load the speed measurement with consent, and the consent head script to keep focus and confirm a
 * choice. Over by (brotli, 2026-11-29): /blog/email-marketing-automation 186 bytes, /services/google-ads
 * 445, /blog/tracking-tools 119 and /services/meta-ads 159. The boot tag's list of the page's CSS files
 * (data-css) alone costs every page 300-460 bytes of brotli; moving it out of the HTML would bring all
 * four back within the first round trip.
 */
export const LONG_PAGES: readonly string[] = [
  '/',
  '/blog/roi-tracking',
  '/blog/email-marketing-automation',
  '/services/google-ads',
  '/blog/tracking-tools',
  '/services/meta-ads',
]

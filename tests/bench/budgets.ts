/** Byte budgets per route, gzip unless named otherwise, in bytes (1 KB = 1000 bytes). Checked by tests/e2e/budgets.spec.ts, shown by `npm run bench`. */
export const BYTE_BUDGETS = {
  /**
   * All the JavaScript a page starts: the boot script, React, the framework chunk (Vike's router, the
   * layout), the entries, and the code of the page's interactive sections. React 19 is 68 KB of it
   * and the framework 39 KB; the largest is the home page, 142 KB with its carousels, players and
   * galleries. It is also `npm run bench`'s target for the JavaScript a page fetches before the first
   * interaction (tests/bench/report.ts).
   */
  js: 145_000,
  /**
   * JavaScript before the first interaction on a page with no island near its first screen: only the
   * inline scripts, the head's consent script and the boot script (head/boot.ts, bundled and
   * minified by the build). The bench's target allows `js` above; this holds the line far below it.
   */
  jsBeforeInteraction: 2_000,
  /** CSS of the first paint: the inline rules (and any stylesheet not disabled). */
  css: 8_000,
  /**
   * The HTML document itself, inline CSS and page data included. The page data holds every section's
   * props, the static ones' too: Vike writes the same data into the HTML and into the route's
   * .pageContext.json (which client-side navigation renders from), and no public API leaves part of it
   * out of the HTML. The largest is the home page, 32.1 KB.
   */
  html: 33_000,
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
 * sections, and the longest article's body is on the page twice, as markup and in the page data (see `html`).
 */
export const LONG_PAGES: readonly string[] = ['/', '/blog/roi-tracking']

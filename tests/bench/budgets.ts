/** Byte budgets per route, gzip unless named otherwise, in bytes (1 KB = 1000 bytes). Checked by tests/e2e/budgets.spec.ts, shown by `npm run bench`. */
export const BYTE_BUDGETS = {
  /**
   * All the JavaScript a page starts: the boot script, the entry and every module it preloads. The
   * largest is 57 KB (a team member's page: the framework chunk, 50 KB with Preact in React's place,
   * and its sections' code). It is also `npm run bench`'s target for the JavaScript before the first
   * interaction where no island is near the first screen (tests/bench/report.ts), so every page's whole start fits it.
   */
  js: 60_000,
  /**
   * JavaScript before the first interaction on a page with no island near its first screen: only the
   * inline scripts, the head's consent script and the boot script (head/boot.js, minified by the
   * build). The bench's target allows `js` above; this holds the line far below it.
   */
  jsBeforeInteraction: 2_000,
  /** CSS of the first paint: the inline rules (and any stylesheet not disabled). */
  css: 8_000,
  /** The HTML document itself, inline CSS and page data included. */
  html: 28_000,
  /**
   * The HTML as browsers get it (brotli), on every page but those in LONG_PAGES: a new connection
   * delivers 10 TCP segments (14,600 bytes) in its first round trip, and the response headers take
   * 1,155 bytes of that (measured on the local server: the security headers are most of it, the
   * ETag 50). A page that needs a second round trip paints one round trip later.
   */
  htmlFirstRoundTrip: 14_600 - 1_155,
} as const

/** Pages whose content does not fit one round trip however lean the markup: the home page shows eleven sections. */
export const LONG_PAGES: readonly string[] = ['/']

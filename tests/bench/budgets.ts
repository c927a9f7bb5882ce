/** Byte budgets per route, gzip, in bytes (1 KB = 1000 bytes). Checked by tests/e2e/budgets.spec.ts, shown by `npm run bench`. */
export const BYTE_BUDGETS = {
  /** All the JavaScript a page starts: the boot script, the entry and every module it preloads. */
  js: 130_000,
  /**
   * JavaScript before the first interaction on a page with no island near its first screen: only the
   * boot script (public/boot.js). The target allows 60 KB; this holds the line far below it.
   */
  jsBeforeInteraction: 5_000,
  /** CSS, inlined or linked. */
  css: 15_000,
  /** The HTML document itself, inline CSS and page data included. */
  html: 30_000,
} as const

/** Byte budgets per route, gzip, in bytes (1 KB = 1000 bytes). Checked by tests/e2e/budgets.spec.ts, shown by `npm run bench`. */
export const BYTE_BUDGETS = {
  /** Initial JavaScript: the entry script and every preloaded module. */
  js: 130_000,
  /** CSS, inlined or linked. */
  css: 15_000,
  /** The HTML document itself, inline CSS and page data included. */
  html: 30_000,
} as const

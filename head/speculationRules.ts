/** The attribute head/boot.js sets on a link to have the browser fetch its page ahead. */
export const SPECULATE_ATTRIBUTE = 'data-speculate'

/**
 * The page's one speculation rules script (in every page's <head>, allowed by its hash in the CSP):
 * the browser prerenders a link head/boot.js marks `prerender` (hovered for 100 ms) and
 * prefetches one it marks `prefetch` (in view for a second on a touch screen). The rules never
 * change, so the hash holds; boot.js decides which links match, and removes the script once the
 * framework's router takes over the links.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { selector_matches: `a[${SPECULATE_ATTRIBUTE}="prerender"]` }, eagerness: 'immediate' }],
  prefetch: [{ where: { selector_matches: `a[${SPECULATE_ATTRIBUTE}="prefetch"]` }, eagerness: 'immediate' }],
})

/**
 * The page's one speculation rules script (in every page's <head>, allowed by its hash in the CSP):
 * the browser prerenders a link to another page of the site once the visitor shows intent
 * (`moderate`: a pointer resting on it, or pressing it). Files (a dot in the path) and links that open
 * elsewhere are left alone. They stay on the page: the browser does all the navigating.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[target], [download]' } }] },
      eagerness: 'moderate',
    },
  ],
})

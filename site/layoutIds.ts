/**
 * The ids the page's layout gives elements of its own, on every page: the skip link's target, the
 * phone menu, and the layout's islands (an island's id is also the prefix of the ids inside it). A
 * section's id is an anchor on the same page, so none may be one of these: the content check refuses it.
 */
export const LAYOUT_IDS = {
  /** The page's main content, the skip link's target. */
  main: 'main',
  /** The header's menu on phones. */
  mobileMenu: 'mobile-menu',
  /** The header's island. */
  header: 'header',
  /** The consent banner and dialog's island. */
  consent: 'consent',
  /** The footer's consent settings button, an island of its own. */
  consentSettings: 'consent-settings',
  /** The not-found page's island. */
  notFound: 'not-found',
} as const

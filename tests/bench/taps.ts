// The controls a visitor taps first, one per island of the bench's routes, each with the visible answer
// it gives (found in the sections' components: components/SiteHeader, consent/ConsentLayer,
// sections/ContactForm, ContactDetails, BlogList, ArticleHeader, ImageCarousel, TeamGrid).
// tests/bench/firstTap.ts taps them and times the answer. Selectors and answers are CSS and
// expressions evaluated in the page, so they hold before an island is ready as after.

/** A place on the page: the first element matching `selector` (whose trimmed text is `text`, when given). */
export interface Target {
  selector: string
  text?: string
}

export interface Tap {
  route: string
  /** The island it is in (its data-island-id). */
  island: string
  /** What is tapped, and what answers, for the table. */
  control: string
  answer: string
  target: Target
  /** An expression, evaluated in the page, that is true once the answer shows. */
  answered: string
  /** Typed after the tap, a key at a time (a brisk typist): then the answer is timed from the first key, not the tap. */
  type?: string
  /** An expression true once what was typed has all been taken (checked after the answer): false counts the try as lost. */
  kept?: string
  /**
   * Touched first when the control is not shown (a control the prerendered page hides until its island
   * runs): the answer is then timed from this first touch, which starts the island.
   */
  opener?: Target
}

/** The consent banner is on every page; its taps are timed on the contact page, the visit the site exists for. */
export const CONSENT_ROUTE = '/kontakt'

const island = (id: string) => `[data-island-id="${id}"]`
/** In the page: whether an element is shown (not hidden, transparent or invisible). */
const SHOWN = '.checkVisibility({ opacityProperty: true, visibilityProperty: true })'
/** Whether an element the selector finds is shown with the text, or with any text when none is given (the expressions below run in the page). */
const shownWithText = (selector: string, text?: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => ${text === undefined ? "element.textContent.trim() !== ''" : `element.textContent.includes(${JSON.stringify(text)})`} && element${SHOWN})`

export const TAPS: readonly Tap[] = [
  {
    route: '/',
    island: 'header',
    control: 'Menu',
    answer: 'menu open',
    target: { selector: 'button[popovertarget="mobile-menu"]' },
    answered: `!!document.getElementById('mobile-menu')?.matches(':popover-open')`,
  },
  {
    route: CONSENT_ROUTE,
    island: 'consent',
    control: 'Tilpas',
    answer: 'preferences dialog shown',
    target: { selector: '[data-consent-banner] button', text: 'Tilpas' },
    answered: shownWithText('[role=dialog]'),
  },
  {
    route: CONSENT_ROUTE,
    island: 'consent',
    control: 'Accepter alle',
    answer: 'banner gone',
    target: { selector: '[data-consent-banner] button', text: 'Accepter alle' },
    answered: `!document.querySelector('[data-consent-banner]')?${SHOWN}`,
  },
  {
    route: '/kontakt',
    island: 'skriv',
    control: 'Send besked (empty)',
    answer: 'validation shown',
    target: { selector: `${island('skriv')} form button`, text: 'Send besked' },
    answered: shownWithText(`${island('skriv')} form [role=alert]`),
  },
  {
    route: '/kontakt',
    island: 'kontaktinfo',
    control: 'Kopiér e-mail',
    answer: '"Kopieret"',
    target: { selector: `${island('kontaktinfo')} button`, text: 'Kopiér e-mail' },
    answered: shownWithText(`${island('kontaktinfo')} button`, 'Kopieret'),
  },
  {
    route: '/blog',
    island: 'artikler',
    control: 'search, type "google"',
    answer: 'list filtered',
    target: { selector: `${island('artikler')} input[type=search]` },
    type: 'google',
    answered: shownWithText(`${island('artikler')} button`, 'Ryd filtre'),
    kept: `new URLSearchParams(location.search).get('q') === 'google'`,
  },
  {
    route: '/blog/roi-tracking',
    island: 'artikel',
    control: 'Kopier URL til artikel',
    answer: '"URL kopieret" shown',
    target: { selector: `${island('artikel')} button`, text: 'Kopier URL til artikel' },
    answered: shownWithText(`${island('artikel')} [role=status]`, 'URL kopieret'),
  },
  {
    route: '/services/google-ads',
    island: 'skaermbilleder',
    control: 'Næste billede',
    answer: '"Billede 2 af 7"',
    target: { selector: `${island('skaermbilleder')} button[aria-label="Næste billede"]` },
    answered: shownWithText(`${island('skaermbilleder')} [role=status]`, 'Billede 2 '),
    // Hidden until the carousel runs (its images scroll sideways until then): a touch on the first image starts it.
    opener: { selector: `${island('skaermbilleder')} img` },
  },
  {
    route: '/team',
    island: 'holdet',
    control: 'Læs mere (Mads)',
    answer: 'bio expanded',
    target: { selector: `${island('holdet')} button[aria-controls="bio-mads-kristensen"]` },
    answered: `document.querySelector('${island('holdet')} button[aria-controls="bio-mads-kristensen"]')?.getAttribute('aria-expanded') === 'true'`,
  },
]

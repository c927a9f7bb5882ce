/**
 * The interface texts every page may show (the shell, the consent banner, media, the head), so they
 * can be translated later. A text belongs to the part that shows it, so a page downloads only the
 * texts of what it shows: a section's own in `sections/<Name>/messages.ts`, texts several sections
 * share in `sections/caseMessages.ts`, `blogMessages.ts` and `serviceMessages.ts`, a feature's in
 * its folder (`contact/messages.ts` and `formMessages.ts`, `team/messages.ts`, `consent/messages.ts`). Texts quoted by
 * SPEC.md are kept exactly as quoted.
 */
export const messages = {
  shell: {
    skipToContent: 'Gå til indholdet',
    homeLink: 'til forsiden',
    mainNavigation: 'Hovednavigation',
    mobileNavigation: 'Mobilnavigation',
    /** The mobile menu's button: one name, its expanded state says whether the menu is open (the WAI-ARIA menu button pattern). */
    menu: 'Menu',
    servicesOverview: 'Alle services',
    /** The region toasts appear in; Alt+T (components/CopyToast/ToastHost.tsx) moves focus to it, as the label says. */
    notifications: 'Notifikationer alt+T',
    /** Said to screen readers after a link that opens in a new tab (the team's LinkedIn, the client sites). */
    newTab: '(åbner i en ny fane)',
  },
  footer: {
    navigation: 'Sidefodens links',
    contactHeading: 'Kontakt',
    linksHeading: 'Genveje',
    hoursHeading: 'Åbningstider',
    cvr: 'CVR',
    rights: 'Alle rettigheder forbeholdes.',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    homeLink: 'Return to Home',
    pageTitle: 'Siden blev ikke fundet',
    pageDescription: 'Siden, du leder efter, findes ikke. Gå tilbage til forsiden og find vej derfra.',
    log: '404 Error: User attempted to access non-existent route:',
  },
  /** How a screen reader names a carousel and each of its slides (Mantine's own words are English). */
  carousel: {
    roleDescription: 'karrusel',
    slideRoleDescription: 'dias',
  },
  errorFallback: {
    title: 'Noget gik galt',
    text: 'Der opstod en uventet fejl. Vi beklager ulejligheden.',
    retry: 'Prøv igen',
    reload: 'Genindlæs side',
    pageTitle: 'Der opstod en fejl',
    pageDescription: 'Der opstod en uventet fejl. Prøv igen, eller genindlæs siden.',
  },
  media: {
    unavailable: 'Image not available',
  },
  seo: {
    homeCrumb: 'Forside',
  },
  prose: {
    table: 'Tabel',
  },
  /** What every page needs: the banner and the footer's button (the rest is in consent/messages.ts, loaded with what uses it). */
  cookies: {
    acceptAll: 'Accepter alle',
    rejectAll: 'Afvis alle',
    customise: 'Tilpas',
    saved: 'Dine cookievalg er gemt.',
    /** The footer button that reopens the choices. */
    footerButton: 'Cookieindstillinger',
    banner: {
      label: 'Cookiesamtykke',
      title: 'Må vi bruge cookies?',
      policyLink: 'Læs cookiepolitikken',
    },
  },
} as const

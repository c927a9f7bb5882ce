/**
 * Every user-facing string that is not page content, in one place so it can be
 * translated later. Texts quoted by SPEC.md are kept exactly as quoted.
 */
export const messages = {
  shell: {
    skipToContent: 'Gå til indholdet',
    homeLink: 'til forsiden',
    mainNavigation: 'Hovednavigation',
    mobileNavigation: 'Mobilnavigation',
    openMenu: 'Åbn menu',
    closeMenu: 'Luk menu',
    servicesOverview: 'Alle services',
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
  legal: {
    updated: 'Sidst opdateret',
  },
  hero: {
    statsLabel: 'Nøgletal',
  },
  cookies: {
    dialogTitle: 'Cookieindstillinger',
    intro: 'Vælg, hvilke cookies vi må bruge. Nødvendige cookies kan ikke slås fra, fordi siden ikke virker uden dem.',
    necessary: 'Nødvendige',
    necessaryHint: 'Får siden til at fungere. Altid slået til.',
    preferences: 'Præferencer',
    preferencesHint: 'Husker dine valg, fx dine cookieindstillinger.',
    statistics: 'Statistik',
    statisticsHint: 'Hjælper os med at forstå, hvordan siden bruges.',
    marketing: 'Marketing',
    marketingHint: 'Bruges til at vise relevante annoncer på andre platforme.',
    save: 'Gem mine valg',
    cancel: 'Annuller',
    close: 'Luk',
    saved: 'Dine cookievalg er gemt.',
  },
} as const

/**
 * Consent texts that only the preferences dialog, the cookie policy and the embeds' placeholders
 * use: a module of its own, so they travel with those parts instead of with every page. (The
 * banner's and the footer's texts are in site/messages.ts, `messages.cookies`.)
 */
export const consentMessages = {
  dialog: {
    title: 'Cookieindstillinger',
    intro: 'Vælg, hvilke cookies vi må bruge. Nødvendige cookies kan ikke slås fra, fordi siden ikke virker uden dem.',
    alwaysOn: 'altid slået til',
    usedBy: 'Bruges af',
    save: 'Gem mine valg',
    close: 'Luk',
  },
  noScript: 'Uden JavaScript sætter siden kun de nødvendige cookies. Slå JavaScript til for at ændre dine valg.',
  /** The current choice, as the cookie policy's settings block states it. */
  current: {
    none: 'Du har ikke truffet et valg endnu.',
    onlyNecessary: 'Du har kun tilladt nødvendige cookies.',
    /** Followed by the purposes, e.g. "Du har tilladt: Nødvendige, Præferencer." */
    allowed: 'Du har tilladt:',
    /** Followed by the date, e.g. "Valget er gemt 23. november 2026." */
    savedOn: 'Valget er gemt',
  },
  overview: {
    cookie: 'Cookie',
    purpose: 'Formål',
    type: 'Type',
    lifetime: 'Levetid',
    service: 'Tjeneste',
    provider: 'Leverandør',
    consent: 'Kræver samtykke til',
  },
  /** The placeholders of embeds that wait for consent; {provider} and {purpose} (e.g. "præferencecookies") come from the cookie purposes. */
  embeds: {
    booking: {
      title: 'Kalenderen venter på dit samtykke',
      text: 'Bookingkalenderen hentes fra {provider}, som kan sætte cookies. Vi viser den først, når du tillader {purpose}.',
      allow: 'Tillad {purpose} og vis kalenderen',
      orMail: 'Du kan også skrive til os og finde et tidspunkt:',
    },
    map: {
      title: 'Kortet venter på dit samtykke',
      text: 'Kortet hentes fra {provider}, som kan sætte cookies. Vi viser det først, når du tillader {purpose}.',
      allow: 'Tillad {purpose} og vis kortet',
      openMap: 'Åbn adressen i {provider}',
      noScript: 'Kortet kan kun vises her, når JavaScript er slået til.',
      loading: 'Indlæser kort...',
    },
  },
}

import type { OptionalPurpose } from '../schemas/collections/cookiePurpose.ts'

/**
 * The consent banner's text, by what the configured measurement tags measure: it says the site
 * measures something only when a configured tag does. Chosen when the site is built (site/browserSite.ts),
 * so the browser gets the one text that applies.
 */
const TEXTS = {
  none: 'Vi bruger kun nødvendige cookies, medmindre du siger ja til mere. Med dit samtykke viser vi bookingkalenderen og kortet. Du kan altid ændre dit valg under »Cookieindstillinger« nederst på siden.',
  statistics:
    'Vi bruger kun nødvendige cookies, medmindre du siger ja til mere. Med dit samtykke viser vi bookingkalenderen og kortet og måler, hvordan siden bruges. Du kan altid ændre dit valg under »Cookieindstillinger« nederst på siden.',
  marketing:
    'Vi bruger kun nødvendige cookies, medmindre du siger ja til mere. Med dit samtykke viser vi bookingkalenderen og kortet og måler, hvordan vores annoncer virker. Du kan altid ændre dit valg under »Cookieindstillinger« nederst på siden.',
  both: 'Vi bruger kun nødvendige cookies, medmindre du siger ja til mere. Med dit samtykke viser vi bookingkalenderen og kortet og måler, hvordan siden og vores annoncer bruges. Du kan altid ændre dit valg under »Cookieindstillinger« nederst på siden.',
}

export function consentBannerText(measured: readonly OptionalPurpose[]): string {
  const statistics = measured.includes('statistics')
  const marketing = measured.includes('marketing')
  return TEXTS[statistics && marketing ? 'both' : statistics ? 'statistics' : marketing ? 'marketing' : 'none']
}

/** Texts the case sections share (carousel, list, hero, gallery, preview). */
export const caseMessages = {
  /** One label per case metric (SPEC.md section 3); the home carousel and /cases read them here. */
  metricLabels: {
    leads: 'Leads',
    leadPrice: 'Leadpris',
    leadIncrease: 'Øget leads',
    trafficIncrease: 'Øget trafik',
    leadPriceReduction: 'Leadpris faldet',
    fallRate: 'Fald',
    roas: 'ROAS',
    profitIncrease: 'Øget profit',
    revenue: 'Øget Omsætning',
    business: 'Forretning',
    expansion: 'Ekspansion',
  },
  filterLabel: 'Filtrér cases',
  filters: { all: 'Alle Cases', ecommerce: 'Ecommerce', service: 'Service Business' },
  /** The language of the filters' texts that are not Danish (SPEC.md quotes "Service Business" in English), for a screen reader's voice. */
  filterLangs: { all: undefined, ecommerce: undefined, service: 'en' } as Record<'all' | 'ecommerce' | 'service', 'en' | undefined>,
  /** The language of `moreTags` and `showLess`, which SPEC.md quotes in English ("+N more", "Show less"). */
  toggleLang: 'en',
  /** Home carousel card: its service tags beyond the first three. */
  moreTags: (count: number) => `+${count} more`,
  showLess: 'Show less',
  seeAll: 'see our cases',
  previous: 'Forrige case',
  next: 'Næste case',
  carouselLabel: 'Cases',
  slideLabel: (index: number, count: number) => `${index} af ${count}`,
  /** Said (politely, only while the carousel does not rotate by itself) when another case comes into view. */
  slideAnnouncement: (index: number, count: number) => `Case ${index} af ${count}`,
  /** The rotation control, first in the carousel: what pressing it does next. */
  stopRotation: 'Stop automatisk skift af cases',
  startRotation: 'Start automatisk skift af cases',
  metricsLabel: 'Resultater',
  /** The case quote's heading (screen readers only). */
  quoteHeading: 'Det siger kunden',
  servicesLabel: 'Ydelser',
  /** /cases cards and the case hero: services beyond the ones shown. */
  moreServices: (count: number) => `+${count} mere`,
  fewerServices: 'Vis færre',
  readCase: 'Læs case',
  /** Said after "Læs case" to screen readers, so each card's link has its own name. */
  readCaseSuffix: (company: string) => ` om ${company}`,
  back: 'Tilbage til cases',
  client: 'Kunde',
  industry: 'Branche',
  duration: 'Varighed',
  months: (count: number) => (count === 1 ? '1 måned' : `${count} måneder`),
  services: 'Ydelser',
  highlightsLabel: 'Resultater i tal',
  galleryHint: 'Rul vandret eller brug piletasterne for at se alle billeder.',
  previewFallback: 'Kan forhåndsvisningen ikke vises, kan du se siden direkte via linket.',
}

/** Texts the service sections share. */
export const serviceMessages = {
  readMore: 'Læs mere',
  /** SPEC's heading of the related-pages block; {page} is the current service's name. */
  relatedTitle: 'Mange besøgende der ser {page} ser som regel også:',
  /** Read only by screen readers after "Læs mere", naming the page: "om Google Ads". */
  readMoreHidden: 'om {title}',
  statsLabel: 'Resultater i tal',
  priceFrom: 'Fra',
  currency: 'kr.',
  perMonth: 'om måneden',
  includesTitle: 'Det er inkluderet',
  promisesTitle: 'Leveringstid og løfter',
  carouselPrevious: 'Forrige billede',
  carouselNext: 'Næste billede',
  /** "{index} af {count}": the position of a slide, e.g. "3 af 7". */
  carouselPosition: '{index} af {count}',
  /** Announced when the slide changes, e.g. "Billede 3 af 7". */
  carouselStatus: 'Billede {index} af {count}',
  carouselNoScript: 'Slå JavaScript til for at bladre mellem billederne, eller rul vandret i listen.',
  servicesTilesLabel: 'Vores services',
}

/** The testimonials' own texts (not page content): translate them here. */
export const testimonialMessages = {
  statsLabel: 'Kundernes vurdering',
  rating: (stars: number) => `${stars} ud af 5 stjerner`,
  readMore: 'Læs mere',
  readLess: 'Læs mindre',
  quoteFrom: (name: string) => `udtalelse fra ${name}`,
  pause: 'Stop rulning',
  rowsLabel: 'Udtalelser fra kunder',
}

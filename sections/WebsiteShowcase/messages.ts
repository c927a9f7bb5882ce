/** The website showcase's own texts (not page content): translate them here. */
export const websiteMessages = {
  visit: 'Besøg Website',
  newTab: '(åbner i en ny fane)',
  previewTitle: (title: string) => `Forhåndsvisning af ${title}`,
  /** The toggle that loads the live site in place of its screenshot or card, and its accessible name. */
  showLive: 'Vis live',
  showLiveOf: (title: string) => `Vis live: ${title}`,
}

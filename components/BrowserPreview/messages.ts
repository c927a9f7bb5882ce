/** The website preview's own texts (not page content): translate them here. */
export const browserPreviewMessages = {
  previewTitle: (name: string) => `Forhåndsvisning af ${name}`,
  /** The toggle that loads the live site in place of its screenshot or card, and its accessible name. */
  showLive: 'Vis live',
  showLiveOf: (name: string) => `Vis live: ${name}`,
}

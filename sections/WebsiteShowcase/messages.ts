/** The website showcase's own texts (not page content): translate them here. */
export const websiteMessages = {
  visit: 'Besøg Website',
}

/** Texts the blog list and the article header share. */
export const blogMessages = {
  searchLabel: 'Søg i artiklerne',
  searchPlaceholder: 'Søg efter artikler...',
  categoryLabel: 'Kategori',
  /** The search form's submit button. */
  search: 'Søg',
  allCategories: 'Alle kategorier',
  filtersLabel: 'Find en artikel',
  clearFilters: 'Ryd filtre',
  clearAllFilters: 'Ryd alle filtre',
  emptyTitle: 'Ingen artikler fundet',
  emptyText: 'Ingen artikler matcher dine søgekriterier.',
  /** The announced result count. */
  resultCount: (count: number) => (count === 1 ? 'Viser 1 artikel' : `Viser ${count} artikler`),
  featured: 'Udvalgt artikel',
  readArticle: 'Læs artiklen',
  readTime: (minutes: number) => `${minutes} min`,
  readTimeLabel: 'Læsetid',
  publishedLabel: 'Udgivet',
  authorLabel: 'Skrevet af',
  noScript: 'Søgning og filtrering kræver JavaScript. Alle artikler står herunder.',
  back: 'Tilbage til blog',
  copyUrl: 'Kopier URL til artikel',
  urlCopied: 'URL kopieret til udklipsholder!',
  copyFailed: 'Kunne ikke kopiere URL’en. Kopiér adressen fra browserens adresselinje i stedet.',
  copyNoScript: 'Del artiklen ved at kopiere adressen fra browserens adresselinje.',
}

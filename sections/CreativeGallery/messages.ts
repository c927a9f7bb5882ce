/** The creative gallery's own texts (not page content): translate them here. */
export const creativeGalleryMessages = {
  gallery: 'Annoncer',
  previous: 'Forrige annonce',
  next: 'Næste annonce',
  position: (current: number, total: number) => `Annonce ${current} af ${total}`,
  metrics: 'Resultater',
  imageFailed: 'Creative image failed to load:',
}

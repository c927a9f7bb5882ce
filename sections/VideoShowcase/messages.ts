/** The video showcase's own texts (not page content): translate them here. */
export const videoShowcaseMessages = {
  player: 'Videoafspiller',
  list: 'Vælg en video',
  play: (title: string) => `Afspil ${title}`,
  pause: (title: string) => `Sæt ${title} på pause`,
  views: 'visninger',
  duration: 'Varighed',
  loading: 'Indlæser video …',
  noScript: 'Videoerne afspilles, når JavaScript er slået til. Du kan også åbne dem direkte:',
}

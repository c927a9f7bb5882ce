/** The hero's own texts (not page content): translate them here. */
export const heroMessages = {
  statsLabel: 'Nøgletal',
}

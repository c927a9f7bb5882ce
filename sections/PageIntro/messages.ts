/** The page intro's own texts (not page content): translate them here. */
export const pageIntroMessages = {
  updated: 'Sidst opdateret',
}

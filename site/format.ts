/** Small formatting rules for identity values, shared by the server and the browser. */

/** The office address on one line, e.g. "Eksempelvej 1, 8000 Aarhus C". */
export function addressLine(address: { street: string; postalCode: string; city: string }): string {
  return `${address.street}, ${address.postalCode} ${address.city}`
}

/** The tel: link for a displayed phone number ("+45 12 34 56 78" → "tel:+4512345678"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}

/** The URL of a file in the media store ("logos/Frame 79.png" → "/media/logos/Frame%2079.png"). */
export function mediaUrl(path: string, mediaBaseUrl: string): string {
  return `${mediaBaseUrl}/${path.split('/').map(encodeURIComponent).join('/')}`
}

/** The absolute URL of a route, e.g. "/om-os" → "https://klikvaerk.dk/om-os". */
export function absoluteUrl(route: string, config: { siteUrl: string }): string {
  return route === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${route}`
}

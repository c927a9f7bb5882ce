/** "15. august 2025": in UTC, so the prerendered HTML and the browser always agree. */
const longDate = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A YYYY-MM-DD date in Danish long format ("2025-08-15" → "15. august 2025"). */
export function danishLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

const longDateInDenmark = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' })

/** The Danish date of a moment (an ISO timestamp), as it was in Denmark: "23. november 2026". */
export function danishDateOf(timestamp: string): string {
  return longDateInDenmark.format(new Date(timestamp))
}

/** The months as Danish long dates name them. */
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december']

/**
 * A YYYY-MM-DD date in Danish long format ("2025-08-15" → "15. august 2025"), as Intl writes a
 * da-DK date with a numeric day, the month's name and a numeric year. Written out rather than asked of Intl:
 * the first Danish Intl format on a page loads locale data, about 35 ms of a slow phone's main
 * thread while the page hydrates (articles and the blog list show such dates).
 */
export function danishLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day}. ${MONTHS[(month ?? 1) - 1]} ${year}`
}

let longDateInDenmark: Intl.DateTimeFormat | undefined

/** The Danish date of a moment (an ISO timestamp), as it was in Denmark: "23. november 2026". */
export function danishDateOf(timestamp: string): string {
  // Made on first use, for the same reason as above; this one also loads time-zone data.
  longDateInDenmark ??= new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' })
  return longDateInDenmark.format(new Date(timestamp))
}

/**
 * The client's address on the hosted edge runtime: the platform's gateway appends the address it
 * received the connection from as the last X-Forwarded-For entry; earlier entries come from the
 * caller and are not trusted.
 */
export function trustedClientAddress(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops.at(-1) ?? 'unknown'
}

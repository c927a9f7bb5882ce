/**
 * Which browser origins may call the function (the ALLOWED_ORIGIN secret): "*" for any, or a list
 * separated by commas or spaces of exact origins ("https://klikvaerk.dk, https://www.klikvaerk.dk")
 * and origins with "*" for exactly one subdomain level ("https://*.klikvaerk.pages.dev" admits every
 * preview deploy, "https://abc123.klikvaerk.pages.dev", but not "https://klikvaerk.pages.dev" or
 * "https://a.b.klikvaerk.pages.dev"). Returns the origin to echo in Access-Control-Allow-Origin,
 * "*" when any is allowed, or null when this one is not.
 */
export function originMatcher(setting: string): (origin: string | null) => string | null {
  const entries = setting.split(/[\s,]+/).filter(Boolean)
  if (entries.length === 0 || entries.includes('*')) return () => '*'
  const patterns = entries.map((entry) => {
    if (entry.split('*').length > 2) throw new Error(`ALLOWED_ORIGIN: "${entry}" has more than one "*"`)
    const [before, after = ''] = entry.replace(/\/+$/, '').split('*', 2)
    const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')
    // The wildcard stands for one DNS label: letters, digits and hyphens, no dot.
    const pattern = entry.includes('*') ? `${literal(before!)}[a-z0-9-]+${literal(after)}` : literal(before!)
    return new RegExp(`^${pattern}$`, 'i')
  })
  return (origin) => (origin !== null && patterns.some((pattern) => pattern.test(origin)) ? origin : null)
}

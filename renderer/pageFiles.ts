/** Where page definitions live, relative to the project root. */
export const PAGES_DIR = 'data/pages'

/**
 * The route a page file serves; the file's path mirrors the URL:
 * "data/pages/index.json" → "/", "data/pages/om-os.json" → "/om-os",
 * "data/pages/services/google-ads.json" → "/services/google-ads", "data/pages/blog/index.json" → "/blog".
 */
export function routeOfFile(file: string): string {
  const relative = file.replace(/^\/?/, '').replace(`${PAGES_DIR}/`, '').replace(/\.json$/, '')
  const withoutIndex = relative === 'index' ? '' : relative.replace(/\/index$/, '')
  return `/${withoutIndex}`
}

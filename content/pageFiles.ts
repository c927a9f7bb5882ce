import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Where page definitions live, relative to the project root. */
export const PAGES_DIR = 'data/pages'

/** The route a page file serves (its path mirrors the URL): "data/pages/index.json" → "/", "…/om-os.json" → "/om-os", "…/blog/index.json" → "/blog". */
export function routeOfFile(file: string): string {
  const relative = file
    .replace(/^\/?/, '')
    .replace(`${PAGES_DIR}/`, '')
    .replace(/\.json$/, '')
  return `/${relative.replace(/(^|\/)index$/, '')}`
}

/** Every page file under data/pages, as repository-relative paths. */
export function listPageFiles(root = '.'): string[] {
  return readdirSync(join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${PAGES_DIR}/${name.split('\\').join('/')}`)
    .sort()
}

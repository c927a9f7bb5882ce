import { loadPages, type LoadedPage } from './loadPages.ts'

// Server-only: imported by +data and +onBeforePrerenderStart, never by components.
const files = import.meta.glob<unknown>('/data/pages/**/*.json', { eager: true, import: 'default' })

let cache: Map<string, LoadedPage> | undefined

/** All page definitions, validated once per build (and again after each edit in the dev server). */
export function allPages(): Map<string, LoadedPage> {
  cache ??= loadPages(Object.fromEntries(Object.entries(files).map(([path, json]) => [path.slice(1), json])))
  return cache
}

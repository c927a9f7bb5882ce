import { buildEnv } from '../site/buildEnv.ts'
import { loadContent, type Content } from './loadContent.ts'

// Server-only: imported by +data and +onBeforePrerenderStart, never by components.
const json = import.meta.glob<unknown>('/data/**/*.json', { eager: true, import: 'default' })
const text = import.meta.glob<string>('/data/**/*.md', { eager: true, import: 'default', query: '?raw' })

/** Vite's keys start with "/"; the engine's paths are repository-relative. */
const relative = <T,>(files: Record<string, T>) => Object.fromEntries(Object.entries(files).map(([path, value]) => [path.slice(1), value]))

let cache: Content | undefined

/** All content, validated and resolved once per build (and again after each edit in the dev server). */
export function content(): Content {
  cache ??= loadContent({ json: relative(json), text: relative(text) }, buildEnv(import.meta.env.MODE))
  return cache
}

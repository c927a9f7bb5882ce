// @vitest-environment node
// The floor plan a newcomer reads: a few top-level folders, each named in the README's map, none
// importing another that imports it back, and browser code reaching into supabase/ only for the
// rules the form and the function share.
import { globSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const MAX_TOP_LEVEL_FOLDERS = 21
/** The modules of supabase/ that browser code may import: the rules the form and the function share (the message's, and its attribution's). */
/** The rule sets browser code shares with the functions: the contact form's, the attribution's and real visitors' speed's. */
const SHARED_RULES = new Set([
  'supabase/functions/_shared/contactRules.ts',
  'supabase/functions/_shared/attributionRules.ts',
  'supabase/functions/_shared/webVitalsRules.ts',
])

const ignored = new Set(
  readFileSync('.gitignore', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter(Boolean),
)
const topLevelFolders = readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.has(entry.name))
  .map((entry) => entry.name)

/** Production code: what a visitor's browser, the build or the servers run (tests and their helpers excluded). */
const productionFiles = globSync('*/**/*.{ts,tsx}', { exclude: (name) => ignored.has(name) || name === 'tests' }).filter(
  (file) => !/\.(test|spec)\.tsx?$/.test(file),
)

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm
/** Every relative import of a file, as a path from the repository root. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => normalize(join(dirname(file), match[2]!)))
}
const topOf = (path: string) => path.split('/')[0]!

/** For each top-level folder, the folders its production code imports, with one import that shows it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of productionFiles) {
    for (const target of importsOf(file)) {
      const [from, to] = [topOf(file), topOf(target)]
      if (from === to) continue
      if (!graph.has(from)) graph.set(from, new Map())
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${file} imports ${target}`)
    }
  }
  return graph
}

/** A cycle through `start` (each step with its example import), or undefined when there is none. */
function cycleThrough(start: string, graph: Map<string, Map<string, string>>): string[] | undefined {
  const search = (folder: string, path: string[], seen: Set<string>): string[] | undefined => {
    for (const [next, example] of graph.get(folder) ?? []) {
      if (next === start) return [...path, example]
      if (seen.has(next)) continue
      seen.add(next)
      const found = search(next, [...path, example], seen)
      if (found) return found
    }
    return undefined
  }
  return search(start, [], new Set())
}

describe('the floor plan', () => {
  it(`has at most ${MAX_TOP_LEVEL_FOLDERS} top-level folders`, () => {
    expect(topLevelFolders.length, topLevelFolders.join(' ')).toBeLessThanOrEqual(MAX_TOP_LEVEL_FOLDERS)
  })

  it('names every top-level folder in the README map', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(topLevelFolders.filter((folder) => !readme.includes(`\`${folder}/\``))).toEqual([])
  })

  it('finds the production code', () => expect(productionFiles.length).toBeGreaterThan(200))

  it('has no two folders that import each other, directly or around a circle', () => {
    const graph = folderGraph()
    const cycles = topLevelFolders.map((folder) => cycleThrough(folder, graph)).filter((cycle) => cycle !== undefined)
    expect(cycles).toEqual([])
  })

  it('lets browser code take only the rules it shares with the functions from supabase/ (the local server alone runs the functions)', () => {
    const reaching = productionFiles
      .filter((file) => !file.startsWith('supabase/') && !file.startsWith('server/'))
      .flatMap((file) => importsOf(file).map((target) => ({ file, target })))
      .filter(({ target }) => target.startsWith('supabase/') && !SHARED_RULES.has(target))
    expect(reaching).toEqual([])
  })
})

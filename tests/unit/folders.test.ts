// @vitest-environment node
// The floor plan a newcomer reads: a few top-level folders, each named in the README's map. Which
// folder may import which is checked by dependency-cruiser (`npm run deps`, .dependency-cruiser.cjs).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const MAX_TOP_LEVEL_FOLDERS = 21
const ignored = new Set(
  readFileSync('.gitignore', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter(Boolean),
)
const topLevelFolders = readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.has(entry.name))
  .map((entry) => entry.name)

describe('the floor plan', () => {
  it(`has at most ${MAX_TOP_LEVEL_FOLDERS} top-level folders`, () => {
    expect(topLevelFolders.length, topLevelFolders.join(' ')).toBeLessThanOrEqual(MAX_TOP_LEVEL_FOLDERS)
  })

  it('names every top-level folder in the README map', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(topLevelFolders.filter((folder) => !readme.includes(`\`${folder}/\``))).toEqual([])
  })
})

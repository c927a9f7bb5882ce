import { readFileSync } from 'node:fs'

/**
 * A numeric constant exported by a product file that a test cannot import (a component whose imports
 * need the bundler: CSS modules, virtual modules), read from its source: `export const NAME = 3000`.
 * Fails when the file no longer exports it that way, so the test never runs on a stale copy.
 */
export function productConstant(file: string, name: string): number {
  const match = new RegExp(`export const ${name} = ([\\d_]+)\\b`).exec(readFileSync(file, 'utf8'))
  if (match === null) throw new Error(`${file} no longer exports ${name} as a number`)
  return Number(match[1]!.replaceAll('_', ''))
}

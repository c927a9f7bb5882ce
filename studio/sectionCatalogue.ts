import { readFileSync } from 'node:fs'
import { sampleFile, sampleText, sectionFolder } from '../content/sectionSamples.ts'
import type { Hydration } from '../sections/defineSection.ts'
import { hydrationOf, sectionDefinitions, sectionTypes } from '../sections/definitions.ts'
import type { SectionType } from '../sections/types.ts'
import { editorSchemas, fieldRows, type FieldRow } from './schemaFields.ts'

// Server only: what the studio shows of each section type, read from the section's folder and the
// engine's one list of types (sections/index.ts).

export interface SectionEntry {
  type: SectionType
  /** Its Danish name and what it is, from its schema's `title` and `description`. */
  title: string
  description: string
  folder: string
  sampleFile: string
  /** sample.json as written: what a marketer copies into a page. */
  sampleJson: string
  hydration: Hydration
  /** Why it hydrates so: the comment above `hydration` in its section.ts, if any. */
  hydrationReason: string
  /** Why it also starts by itself near the viewport (its section.ts `startsNear.reason`); empty for one that waits for the visitor. */
  startsNearReason: string
  fields: FieldRow[]
}

/** What each hydration value means, from the doc comment of `Hydration` in sections/defineSection.ts. */
export function hydrationMeanings(): Record<Hydration, string> {
  const source = readFileSync('sections/defineSection.ts', 'utf8')
  const comment = source.slice(0, source.indexOf('export type Hydration'))
  const meaning = (kind: Hydration) => {
    const match = new RegExp(`- \`${kind}\`: ([\\s\\S]*?)(?=\\n \\* - |\\n \\*/)`).exec(comment)
    if (!match) throw new Error(`sections/defineSection.ts documents no hydration "${kind}"`)
    return match[1]!.replace(/\n \*\s*/g, ' ').trim()
  }
  return { static: meaning('static'), interactive: meaning('interactive') }
}

/** The `//` comment lines right above `hydration:` in a section's definition. */
function hydrationReason(type: SectionType): string {
  const lines = readFileSync(`${sectionFolder(type)}section.ts`, 'utf8').split('\n')
  const at = lines.findIndex((line) => /^\s*hydration:/.test(line))
  const comment: string[] = []
  for (let i = at - 1; i >= 0 && /^\s*\/\//.test(lines[i]!); i--) comment.unshift(lines[i]!.replace(/^\s*\/\/\s?/, ''))
  return comment.join(' ')
}

/** Every section type, in the order of sections/index.ts. */
export function sectionCatalogue(): SectionEntry[] {
  const schemas = editorSchemas()
  return sectionTypes.map((type) => ({
    type,
    title: schemas.get(type)?.title ?? '',
    description: schemas.get(type)?.description ?? '',
    folder: sectionFolder(type),
    sampleFile: sampleFile(type),
    sampleJson: sampleText(type).trim(),
    hydration: hydrationOf(type),
    hydrationReason: hydrationReason(type),
    startsNearReason: sectionDefinitions[type].startsNear?.reason ?? '',
    fields: fieldRows(schemas.get(type) ?? {}),
  }))
}

import { readFileSync } from 'node:fs'
import { listPageFiles, routeOfFile } from '../../content/pageFiles.ts'
import { sampleText } from '../../content/sectionSamples.ts'
import { sectionTypes } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'
import { fileHash } from './editorApi.ts'
import type { SectionFields } from './fieldSpecs.ts'
import { checkEditedPage, type PageCheck } from './pageCheck.ts'
import type { Json } from './puckData.ts'
import { sectionFieldSpecs, sectionNames } from './sectionFieldSpecs.ts'

// Server only: what the editor of one page opens with.

export interface PageJson {
  sections: { [key: string]: Json }[]
  [key: string]: Json
}

export interface EditorData extends PageCheck {
  route: string
  file: string
  /** The file's hash as opened: saving over a file changed since is refused. */
  hash: string
  /** The page as its file holds it (references by id, Markdown as written). */
  page: PageJson
  /** Every section type, in the order of sections/index.ts. */
  types: SectionType[]
  /** Each type's Danish name, from its schema. */
  names: Record<SectionType, string>
  fields: Record<SectionType, SectionFields>
  /** Each type's sample, as written: a new section starts from it. */
  samples: Record<SectionType, { [key: string]: Json }>
  /** The static studio (`npm run studio`) only shows; the dev server saves. */
  readOnly: boolean
}

/** The page file serving a route, if any. */
export const pageFileOf = (route: string) => listPageFiles().find((file) => routeOfFile(file) === route)

/** Every route with a page file. */
export const editableRoutes = () => listPageFiles().map(routeOfFile)

export function editorData(file: string, readOnly: boolean): EditorData {
  const text = readFileSync(file, 'utf8')
  const page = JSON.parse(text) as PageJson
  return {
    route: routeOfFile(file),
    file,
    hash: fileHash(text),
    page,
    ...checkEditedPage(file, page),
    types: sectionTypes,
    names: sectionNames(),
    fields: sectionFieldSpecs(),
    samples: Object.fromEntries(sectionTypes.map((type) => [type, JSON.parse(sampleText(type))])) as EditorData['samples'],
    readOnly,
  }
}

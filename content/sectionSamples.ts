import { readFileSync } from 'node:fs'
import { buildEnv, buildMode } from '../site/buildEnv.ts'
import { sectionTypes } from '../sections/definitions.ts'
import type { Section, SectionType } from '../sections/types.ts'
import { readContentSource } from './contentSource.ts'
import { loadContent } from './loadContent.ts'
import { sectionModulePath } from '../sections/sectionModules.ts'

// Server and build only. Each section folder's sample.json is a section as a page writes it
// (references by id): the component tests render it, the studio shows it. One reading for both.

/** The folder of a section type: "sections/<Type>/" with a capital first letter. */
export function sectionFolder(type: SectionType): string {
  return sectionModulePath(type).replace(/index\.ts$/, '')
}

export function sampleFile(type: SectionType): string {
  return `${sectionFolder(type)}sample.json`
}

export function sampleText(type: SectionType): string {
  return readFileSync(sampleFile(type), 'utf8')
}

const SAMPLE_HEAD = {
  title: 'Eksempel på en sektion',
  description: 'En side med én sektion, som den ser ud, når en side bruger den med indholdet fra dens eksempel.',
}

/** The route a sample is loaded under, as a page of its own. */
export const sampleRoute = (type: SectionType) => `/eksempler/${type}`

/**
 * The samples of these types as the engine makes them, each on a page of its own beside the content on disk, validated and resolved;
 * throws the engine's ContentError (naming the sample's section and field) when a sample is not valid content.
 */
export function loadSamples(types: readonly SectionType[] = sectionTypes, settings = buildEnv(buildMode())): Map<SectionType, Section> {
  const source = readContentSource()
  for (const type of types) source.json[`data/pages${sampleRoute(type)}.json`] = { head: SAMPLE_HEAD, sections: [JSON.parse(sampleText(type))] }
  const { pages } = loadContent(source, settings)
  return new Map(types.map((type) => [type, pages.get(sampleRoute(type))!.page.sections[0]!]))
}

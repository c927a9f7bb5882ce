import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadSamples } from '../../../content/sectionSamples.ts'
import { sectionTypes } from '../../../sections/definitions.ts'
import type { SectionType } from '../../../sections/types.ts'

export function data(pageContext: PageContextServer) {
  const type = pageContext.routeParams.type as SectionType
  if (!sectionTypes.includes(type)) throw render(404)
  return { section: loadSamples([type]).get(type)! }
}

export type Data = ReturnType<typeof data>

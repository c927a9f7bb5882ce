import { hydrationMeanings, sectionCatalogue } from '../../studio/sectionCatalogue.ts'

export function data() {
  return { sections: sectionCatalogue(), meanings: hydrationMeanings() }
}

export type Data = ReturnType<typeof data>

import { previewRoute } from '../../../studio/addresses.ts'
import { sectionTypes } from '../../../sections/definitions.ts'

// Every section type's sample is a page of the studio's build.
export function onBeforePrerenderStart() {
  return sectionTypes.map(previewRoute)
}

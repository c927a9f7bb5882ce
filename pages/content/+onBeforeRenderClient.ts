import type { PageContextClient } from 'vike/types'
import { enableStaticImageFallback } from '../../components/MediaImage/index.ts'
import { deferredSectionIds } from '../../renderer/deferredProps.ts'
import { loadSectionComponents } from '../../renderer/sectionRegistry.ts'
import type { Section } from '../../sections/types.ts'
import type { Data } from './+data.ts'

// Load the code of the sections about to render: on hydration only those that hydrate with the page
// (the build deferred the others' props: static sections keep their prerendered HTML, those that
// hydrate when visible load their own code), after a client-side navigation all of them.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const { sections } = (pageContext.data as Data).page
  if (!pageContext.isHydration) return loadSectionComponents(sections)
  enableStaticImageFallback(deferredSectionIds(sections, 'static').flatMap((id) => document.getElementById(id) ?? []))
  await loadSectionComponents(sections.filter((section): section is Section => !('deferred' in section)))
}

import type { PageContextClient } from 'vike/types'
import { enableStaticImageFallback } from '../../components/MediaImage/index.ts'
import { hydratesWhenVisible, isInteractive, loadSectionComponents } from '../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

// Load the code of the sections about to render: on hydration only the interactive ones (static
// sections keep their prerendered HTML; those that hydrate when visible load their own code),
// after a client-side navigation all of them.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const { sections } = (pageContext.data as Data).page
  if (!pageContext.isHydration) return loadSectionComponents(sections)
  enableStaticImageFallback(document.querySelectorAll('section[data-static]'))
  await loadSectionComponents(sections.filter((section) => isInteractive(section.type) && !hydratesWhenVisible(section.type)))
}

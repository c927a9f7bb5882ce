import type { PageContextClient } from 'vike/types'
import { enableStaticImageFallback } from '../../components/MediaImage/index.ts'
import { loadSectionComponents, loadSectionComponentsForHydration } from '../../renderer/sectionRegistry.ts'
import { takeEarlyInput } from '../../renderer/earlyInput.ts'
import type { Data } from './+data.ts'

// Load the code of the sections about to render: when the page hydrates only that of its interactive
// sections (the static ones keep their prerendered HTML), after a client-side navigation all of them.
// Right before React hydrates the page, the boot script hands over what the visitor did so far (renderer/earlyInput.ts).
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const { page, interactive } = pageContext.data as Data
  if (!pageContext.isHydration) return loadSectionComponents(page.sections)
  const staticSections = page.sections.filter((section) => !interactive.includes(section.type))
  enableStaticImageFallback(staticSections.flatMap((section) => document.getElementById(section.id) ?? []))
  await loadSectionComponentsForHydration(page.sections.filter((section) => interactive.includes(section.type)))
  takeEarlyInput()
}

import type { PageContextClient } from 'vike/types'
import { loadSectionComponents } from '../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

// Load the code of this page's sections before hydrating or rendering it.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  await loadSectionComponents((pageContext.data as Data).page.sections)
}

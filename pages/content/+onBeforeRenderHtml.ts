import type { PageContextServer } from 'vike/types'
import { loadSectionComponents } from '../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

// Section components are code-split; load the ones this page uses before rendering it.
export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await loadSectionComponents((pageContext.data as Data).page.sections)
}

import type { PageContextClient } from 'vike/types'
import { loadSectionComponents } from '../../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

// Any section type can be added: every component is loaded before the editor renders.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  await loadSectionComponents((pageContext.data as Data).types.map((type) => ({ type })))
}

import type { PageContextClient } from 'vike/types'
import { loadSectionComponents } from '../../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  await loadSectionComponents([(pageContext.data as Data).section])
}

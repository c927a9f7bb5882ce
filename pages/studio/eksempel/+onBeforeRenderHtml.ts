import type { PageContextServer } from 'vike/types'
import { loadSectionComponents } from '../../../renderer/sectionRegistry.ts'
import type { Data } from './+data.ts'

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await loadSectionComponents([(pageContext.data as Data).section])
}

import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import type { Data } from './+data.ts'

/**
 * On a client-side navigation the first section, the one with every page's h1, commits alone and
 * the others follow in the next render pass: the new page shows sooner (renderer/RenderSections.tsx).
 */
const SECTIONS_WITH_THE_HEADING = 1

export default function Page() {
  const { page } = useData<Data>()
  const pageContext = usePageContext()
  // Not on the server or at hydration, nor for a link to a #section: Vike scrolls to it right after the render.
  const navigated = pageContext.isClientSide && !pageContext.isHydration && !pageContext.urlParsed.hash
  return <RenderSections sections={page.sections} firstPass={navigated ? SECTIONS_WITH_THE_HEADING : Infinity} />
}

import { useLayoutEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import { endViewTransition } from '../../renderer/viewTransition.ts'
import type { Data } from './+data.ts'

/**
 * On a client-side navigation the first section, the one with every page's h1, commits alone and
 * the others follow in the next render pass: the new page shows sooner (renderer/RenderSections.tsx).
 */
const SECTIONS_WITH_THE_HEADING = 1

export default function Page() {
  const { page } = useData<Data>()
  const pageContext = usePageContext()
  // Only for a navigation that starts at the top: not on the server or at hydration, nor for back and
  // forward or a link to a #section, whose scroll position Vike sets right after the render and
  // which needs the whole page to be there.
  const navigated = pageContext.isClientSide && !pageContext.isHydration && !pageContext.isHistoryNavigation && !pageContext.urlParsed.hash
  useLayoutEffect(() => {
    if (!navigated) return
    // The first commit, with the heading, is what the view transition fades in: at the top, as Vike
    // would scroll it once the navigation ends; the other sections render during the fade.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    endViewTransition()
  }, [navigated, pageContext])
  // Keyed by the page: another page's sections mount afresh, never reusing a section of this one
  // whose markup an island's own root had (renderer/islandRoots.ts).
  return <RenderSections key={pageContext.urlPathname} sections={page.sections} firstPass={navigated ? SECTIONS_WITH_THE_HEADING : Infinity} />
}

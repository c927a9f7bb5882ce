import { usePageContext } from 'vike-react/usePageContext'
import { ErrorFallback } from '../../components/ErrorFallback/index.ts'
import { notFoundIsland } from '../../components/NotFound/index.ts'
import { Island } from '../../islands/Island.tsx'

// The not-found page's content is an island that starts by itself as it comes near, which it is at
// once: it has work of its own, logging the unknown path to the console, as the spec asks. In a
// section: an island without a box of its own (div, display: contents) is never seen coming near.
export default function Page() {
  const { is404 } = usePageContext()
  if (!is404) return <ErrorFallback />
  return <Island {...notFoundIsland} props={{}} startsNear={{}} as="section" />
}

import { usePageContext } from 'vike-react/usePageContext'
import { ErrorFallback } from '../../components/ErrorFallback/index.ts'
import { NotFound } from '../../components/NotFound/index.ts'

export default function Page() {
  const { is404 } = usePageContext()
  return is404 ? <NotFound /> : <ErrorFallback />
}

import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { page } = useData<Data>()
  const { isHydration } = usePageContext() as { isHydration?: boolean }
  return <RenderSections sections={page.sections} hydrating={isHydration === true} />
}

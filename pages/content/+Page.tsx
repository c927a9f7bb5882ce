import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import { useEarlyInputReplayed } from '../../renderer/earlyInput.ts'
import type { Data } from './+data.ts'

export default function Page() {
  const { page, interactive } = useData<Data>()
  const isHydration = usePageContext().isHydration === true
  useEarlyInputReplayed(isHydration)
  return <RenderSections sections={page.sections} interactive={interactive} hydrating={isHydration} />
}

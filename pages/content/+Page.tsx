import { useData } from 'vike-react/useData'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { page, interactive, startsNear } = useData<Data>()
  return <RenderSections sections={page.sections} interactive={interactive} startsNear={startsNear} />
}

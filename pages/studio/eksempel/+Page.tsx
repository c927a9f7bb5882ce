import { useData } from 'vike-react/useData'
import { RenderSections } from '../../../renderer/RenderSections.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { section } = useData<Data>()
  return (
    <main>
      <RenderSections sections={[section]} />
    </main>
  )
}

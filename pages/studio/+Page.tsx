import { useData } from 'vike-react/useData'
import { STUDIO_ROUTE } from '../../studio/addresses.ts'
import { SectionsView } from '../../studio/SectionsView.tsx'
import { StudioLayout } from '../../studio/StudioLayout.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { sections, meanings } = useData<Data>()
  return (
    <StudioLayout current={STUDIO_ROUTE}>
      <SectionsView sections={sections} meanings={meanings} />
    </StudioLayout>
  )
}

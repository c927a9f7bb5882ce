import { useData } from 'vike-react/useData'
import { STUDIO_ROUTE } from '../../../studio/addresses.ts'
import { CollectionsView } from '../../../studio/CollectionsView.tsx'
import { StudioLayout } from '../../../studio/StudioLayout.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { collections } = useData<Data>()
  return (
    <StudioLayout current={`${STUDIO_ROUTE}/samlinger`}>
      <CollectionsView collections={collections} />
    </StudioLayout>
  )
}

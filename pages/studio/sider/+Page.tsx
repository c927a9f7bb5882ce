import { useData } from 'vike-react/useData'
import { STUDIO_ROUTE } from '../../../studio/addresses.ts'
import { PagesView } from '../../../studio/PagesView.tsx'
import { StudioLayout } from '../../../studio/StudioLayout.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { pages } = useData<Data>()
  return (
    <StudioLayout current={`${STUDIO_ROUTE}/sider`}>
      <PagesView pages={pages} />
    </StudioLayout>
  )
}

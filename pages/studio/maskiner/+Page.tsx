import { useData } from 'vike-react/useData'
import { STUDIO_ROUTE } from '../../../studio/addresses.ts'
import { MachinesView } from '../../../studio/MachinesView.tsx'
import { StudioLayout } from '../../../studio/StudioLayout.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { machines } = useData<Data>()
  return (
    <StudioLayout current={`${STUDIO_ROUTE}/maskiner`}>
      <MachinesView machines={machines} />
    </StudioLayout>
  )
}

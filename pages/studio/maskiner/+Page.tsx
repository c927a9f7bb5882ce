import { useData } from 'vike-react/useData'
import { STUDIO_ROUTE } from '../../../build/studio/addresses.ts'
import { MachinesView } from '../../../build/studio/MachinesView.tsx'
import { StudioLayout } from '../../../build/studio/StudioLayout.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { machines } = useData<Data>()
  return (
    <StudioLayout current={`${STUDIO_ROUTE}/maskiner`}>
      <MachinesView machines={machines} />
    </StudioLayout>
  )
}

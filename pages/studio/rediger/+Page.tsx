import { useData } from 'vike-react/useData'
import { PageEditor } from '../../../build/studio/editor/PageEditor.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  return <PageEditor data={useData<Data>()} />
}

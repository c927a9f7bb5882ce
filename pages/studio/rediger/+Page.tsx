import { useData } from 'vike-react/useData'
import { PageEditor } from '../../../studio/editor/PageEditor.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  return <PageEditor data={useData<Data>()} />
}

import { Prose } from '../../components/Prose/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { RichTextSection } from './schema.ts'

/** A heading and a body of text written in Markdown. Static: no JavaScript on first load. */
export default function RichText({ title, body }: RichTextSection) {
  return (
    <div>
      <SectionHeading title={title} />
      <Prose text={body} />
    </div>
  )
}

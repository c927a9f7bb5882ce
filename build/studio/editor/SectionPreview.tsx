import { RenderSections } from '../../../renderer/RenderSections.tsx'
import { studioMessages } from '../messages.ts'
import { useEditor } from './editorState.ts'
import classes from './Editor.module.css'

/** A block in the preview: its section as the build resolved it, rendered by the section's own component. */
export function SectionPreview({ block, type }: { block: string; type: string }) {
  const section = useEditor().resolved.get(block)
  if (!section || section.type !== type) return <p className={classes.notRendered}>{studioMessages.editor.notRendered}</p>
  return <RenderSections sections={[section]} />
}

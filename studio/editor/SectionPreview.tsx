import { RenderSections } from '../../renderer/RenderSections.tsx'
import type { SectionType } from '../../sections/types.ts'
import { studioMessages } from '../messages.ts'
import { useEditor } from './editorState.ts'
import classes from './Editor.module.css'

const text = studioMessages.editor

/**
 * A block in the preview: its section as the build resolved it, rendered by the section's own component.
 * In the editor a press on a block selects it (Puck's block is the control, a button named by the
 * hidden line here), so the section itself is inert: its links and buttons are shown as the page will
 * show them, but take no focus or press.
 */
export function SectionPreview({ block, type, name }: { block: string; type: SectionType; name: string }) {
  const section = useEditor().resolved.get(block)
  if (!section || section.type !== type) return <p className={classes.notRendered}>{text.notRendered}</p>
  return (
    <>
      <span className="sr-only">{text.blockName(text.sectionLabel(name, type), section.id)}</span>
      <div inert>
        <RenderSections sections={[section]} />
      </div>
    </>
  )
}

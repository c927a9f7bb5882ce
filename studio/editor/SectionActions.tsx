import { useState } from 'react'
import type { SectionType } from '../../sections/types.ts'
import { studioMessages } from '../messages.ts'
import { useEditor, usePuck } from './editorState.ts'
import { FieldIssues } from './FieldIssues.tsx'
import { PAGE_ZONE, SECTION_ID } from './puckData.ts'
import classes from './Editor.module.css'

// Above the selected section's fields: move it up or down, duplicate or remove it, and add a section
// of any type after it, all by keyboard; each says what it did in the editor's status line.

const text = studioMessages.editor

export function SectionActions({ types, names }: { types: readonly SectionType[]; names: Record<SectionType, string> }) {
  const dispatch = usePuck((puck) => puck.dispatch)
  const content = usePuck((puck) => puck.appState.data.content)
  const index = usePuck((puck) => puck.appState.ui.itemSelector?.index)
  const { announce, readOnly } = useEditor()
  const [type, setType] = useState(types[0]!)
  if (readOnly) return null
  const selected = index === undefined ? undefined : content[index]
  const idAt = (at: number) => String(content[at]?.props[SECTION_ID] ?? '')
  const move = (to: number) => {
    dispatch({ type: 'reorder', sourceIndex: index!, destinationIndex: to, destinationZone: PAGE_ZONE })
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: PAGE_ZONE } } })
    announce(text.moved(idAt(index!), to + 1, content.length))
  }
  const insertAt = selected ? index! + 1 : 0
  return (
    <div className={classes.actions}>
      {selected && index !== undefined && (
        <>
          <p className={classes.selected}>
            {text.section} {index + 1}: <code>{idAt(index)}</code> ({names[selected.type as SectionType] ?? selected.type})
          </p>
          <div className={classes.buttons}>
            <button type="button" disabled={index === 0} onClick={() => move(index - 1)}>
              {text.moveUp}
            </button>
            <button type="button" disabled={index === content.length - 1} onClick={() => move(index + 1)}>
              {text.moveDown}
            </button>
            <button type="button" onClick={() => dispatch({ type: 'duplicate', sourceIndex: index, sourceZone: PAGE_ZONE })}>
              {text.duplicate}
            </button>
            <button
              type="button"
              onClick={() => {
                const id = idAt(index)
                dispatch({ type: 'remove', index, zone: PAGE_ZONE })
                announce(text.removed(id))
              }}
            >
              {text.remove}
            </button>
          </div>
          <FieldIssues field="" />
        </>
      )}
      <div className={classes.add}>
        <label>
          {text.addType}
          <select defaultValue={type} onInput={(event) => setType(event.currentTarget.value as SectionType)}>
            {types.map((option) => (
              <option key={option} value={option}>
                {text.sectionLabel(names[option], option)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => dispatch({ type: 'insert', componentType: type, destinationIndex: insertAt, destinationZone: PAGE_ZONE })}>
          {selected ? text.addAfter : text.addFirst}
        </button>
      </div>
    </div>
  )
}

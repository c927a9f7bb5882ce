import { useEffect, useRef } from 'react'
import { studioMessages } from '../messages.ts'
import { useEditor, usePuck } from './editorState.ts'
import { freeId, PAGE_ZONE, SECTION_ID } from './puckData.ts'

/**
 * A section added or duplicated gets an id of its own: its sample's (or original's) id plus -2, -3 …
 * The change rides along with the insertion in the undo history, so undo takes both back.
 */
export function UniqueSectionIds() {
  const content = usePuck((puck) => puck.appState.data.content)
  const dispatch = usePuck((puck) => puck.dispatch)
  const { announce } = useEditor()
  const known = useRef<Set<string> | null>(null)
  useEffect(() => {
    const blocks = content.map((block) => String(block.props.id))
    if (known.current === null) {
      known.current = new Set(blocks)
      return
    }
    const taken = new Set(content.filter((block) => known.current!.has(String(block.props.id))).map((block) => String(block.props[SECTION_ID])))
    content.forEach((block, index) => {
      if (known.current!.has(String(block.props.id))) return
      const id = freeId(String(block.props[SECTION_ID]), taken)
      taken.add(id)
      if (id !== block.props[SECTION_ID])
        dispatch({
          type: 'replace',
          destinationIndex: index,
          destinationZone: PAGE_ZONE,
          data: { ...block, props: { ...block.props, [SECTION_ID]: id } },
          recordHistory: false,
        })
      announce(studioMessages.editor.added(id, index + 1))
    })
    known.current = new Set(blocks)
  }, [content, dispatch, announce])
  return null
}

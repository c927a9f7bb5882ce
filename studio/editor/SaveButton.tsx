import { studioMessages } from '../messages.ts'
import classes from './Editor.module.css'

/** Saves the page through the dev server (PageEditor's `save`). */
export function SaveButton({ onSave }: { onSave: () => void }) {
  return (
    <button type="button" className={classes.save} onClick={onSave}>
      {studioMessages.editor.save}
    </button>
  )
}

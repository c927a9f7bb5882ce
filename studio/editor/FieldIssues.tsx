import { formatIssue } from '../../content/contentIssues.ts'
import { topFieldOf, useEditor, usePuck } from './editorState.ts'
import classes from './Editor.module.css'

/** The build's messages for one field of the selected section (`field` empty: those for no field). */
export function FieldIssues({ field }: { field: string }) {
  const selected = usePuck((puck) => puck.selectedItem?.props.id as string | undefined)
  const { issuesByBlock } = useEditor()
  const issues = (selected && issuesByBlock.get(selected)?.filter((issue) => topFieldOf(issue.field) === field)) || []
  if (issues.length === 0) return null
  return (
    <ul className={classes.issues}>
      {issues.map((issue) => (
        <li key={formatIssue(issue)}>{formatIssue(issue)}</li>
      ))}
    </ul>
  )
}

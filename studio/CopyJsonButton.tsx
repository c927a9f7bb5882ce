import { useCopy } from '../components/hooks/useCopy.ts'
import { studioMessages } from './messages.ts'
import classes from './Studio.module.css'

/** Copies a section's JSON, and says so beside the button. */
export function CopyJsonButton({ json }: { json: string }) {
  const { copy, copied, failed } = useCopy()
  return (
    <p>
      <button type="button" onClick={() => copy(json)}>
        {studioMessages.sections.copy}
      </button>
      <span role="status" className={classes.status}>
        {copied ? studioMessages.sections.copied : failed ? studioMessages.sections.copyFailed : ''}
      </span>
    </p>
  )
}

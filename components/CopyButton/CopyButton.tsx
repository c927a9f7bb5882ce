import { useCopy } from '../hooks/useCopy.ts'
import { needsScript } from '../NoScript/index.ts'
import classes from './CopyButton.module.css'

export interface CopyButtonProps {
  /** What is copied. */
  value: string
  /** Button text, e.g. "Kopiér e-mail". */
  label: string
  /** Text while confirmed, e.g. "Kopieret". */
  copiedLabel: string
}

/** Copies a value; shows and announces the confirmation for 2 s. A failed copy is logged and not confirmed. */
export function CopyButton({ value, label, copiedLabel }: CopyButtonProps) {
  const { copied, copy } = useCopy()
  return (
    <>
      <button type="button" {...needsScript} className={classes.root} data-copied={copied || undefined} onClick={() => copy(value)}>
        {copied && (
          <span aria-hidden="true" className={classes.icon}>
            ✓
          </span>
        )}
        {copied ? copiedLabel : label}
      </button>
      <span className="sr-only" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}

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
  /**
   * The button's name where its text alone does not say what it copies ("Kopier" beside a phone
   * number): before and while confirmed; each holds the text it names ("Kopieret: telefonnummer").
   */
  names?: { label: string; copied: string }
  /** Called after each successful copy: a toast that says so. The button then announces nothing itself. */
  onCopied?: () => void
  /** 'sm' in a card's small print. */
  size?: 'sm'
}

/**
 * Copies a value; shows the confirmation for 2 s and announces it (in a status region there from the
 * start, since a button's new name is not announced), unless `onCopied` confirms it another way. A
 * failed copy is logged and not confirmed.
 */
export function CopyButton({ value, label, copiedLabel, names, onCopied, size }: CopyButtonProps) {
  const { copied, copy } = useCopy({ onCopied })
  const button = (
    <button
      type="button"
      {...needsScript}
      className={classes.root}
      data-size={size}
      data-copied={copied || undefined}
      aria-label={names && (copied ? names.copied : names.label)}
      onClick={() => copy(value)}
    >
      {copied && (
        <span aria-hidden="true" className={classes.icon}>
          ✓
        </span>
      )}
      {copied ? copiedLabel : label}
    </button>
  )
  if (onCopied) return button
  return (
    <>
      {button}
      <span className="sr-only" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}

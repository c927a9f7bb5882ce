import { ActionButton } from '../Action/index.ts'
import { messages } from '../../site/messages.ts'
import classes from './ErrorFallback.module.css'

export interface ErrorFallbackProps {
  /** Clears the error and renders the content again. */
  resetErrorBoundary?: () => void
}

/** The screen shown when a page fails: retry in place, or reload the whole page. */
export function ErrorFallback({ resetErrorBoundary }: ErrorFallbackProps) {
  const text = messages.errorFallback
  return (
    <div className={classes.root} role="alert">
      <h1 className={classes.title}>{text.title}</h1>
      <p className={classes.text}>{text.text}</p>
      <div className={classes.actions}>
        {resetErrorBoundary && <ActionButton onClick={resetErrorBoundary}>{text.retry}</ActionButton>}
        <ActionButton variant="outline" onClick={() => window.location.reload()}>
          {text.reload}
        </ActionButton>
      </div>
    </div>
  )
}

import { useEffect, useRef, useState } from 'react'
import { ActionButton } from '../Action/index.ts'
import { messages } from '../../site/messages.ts'
import classes from './ErrorFallback.module.css'

export interface ErrorFallbackProps {
  /** Clears the error and renders the content again. */
  resetErrorBoundary?: () => void
  /**
   * Shown in place of a part of a page that failed (an island), rather than as the page: its title is
   * a second-level heading under the page's own, and it is announced as it appears.
   */
  inPage?: boolean
}

/** Whether the visitor's focus was in what just failed and went with it: nothing has focus, after the visitor used the page. */
const focusWasLost = () => (!document.activeElement || document.activeElement === document.body) && navigator.userActivation?.hasBeenActive !== false

/**
 * The screen shown when a page or a part of it fails: retry in place, or reload the whole page.
 * In a page, its alert region is there empty first and gets the text a frame later, so a screen
 * reader announces it (a live region created with its text already in it is not); and if the visitor was
 * working in the part that failed, focus goes to its first button rather than to the top of the page.
 */
export function ErrorFallback({ resetErrorBoundary, inPage = false }: ErrorFallbackProps) {
  const text = messages.errorFallback
  const [said, setSaid] = useState(!inPage)
  const firstButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!inPage) return
    if (focusWasLost()) firstButton.current?.focus()
    // The text a frame later: the browser has then shown the region empty, so its text is a change.
    const frame = requestAnimationFrame(() => setSaid(true))
    return () => cancelAnimationFrame(frame)
  }, [inPage])
  const Title = inPage ? 'h2' : 'h1'
  return (
    <div className={classes.root}>
      <div role={inPage ? 'alert' : undefined}>
        {said && (
          <>
            <Title className={classes.title}>{text.title}</Title>
            <p className={classes.text}>{text.text}</p>
          </>
        )}
      </div>
      <div className={classes.actions}>
        {resetErrorBoundary && (
          <ActionButton ref={firstButton} onClick={resetErrorBoundary}>
            {text.retry}
          </ActionButton>
        )}
        <ActionButton ref={resetErrorBoundary ? undefined : firstButton} variant="outline" onClick={() => window.location.reload()}>
          {text.reload}
        </ActionButton>
      </div>
    </div>
  )
}

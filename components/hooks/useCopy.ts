import { useClipboard } from '@mantine/hooks'
import { useEffect, useRef } from 'react'

/** How long a copy stays confirmed (SPEC.md section 9: the "Copied email" toast lasts 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000

export interface UseCopyOptions {
  /** How long `copied` stays true after a successful copy. */
  timeout?: number
  /** Called after each successful copy, e.g. to show a toast (components/CopyToast). */
  onCopied?: () => void
}

/**
 * The one way the site copies to the clipboard: Mantine's useClipboard, with a failure logged
 * (SPEC.md section 8: a failed copy is only logged) and an optional callback after each success.
 */
export function useCopy({ timeout = COPY_CONFIRMATION_MS, onCopied }: UseCopyOptions = {}) {
  const clipboard = useClipboard({ timeout })
  const onCopiedRef = useRef(onCopied)
  useEffect(() => {
    onCopiedRef.current = onCopied
  })
  useEffect(() => {
    if (clipboard.error) console.warn('Could not copy to the clipboard', clipboard.error)
  }, [clipboard.error])
  useEffect(() => {
    if (clipboard.copied) onCopiedRef.current?.()
  }, [clipboard.copied])
  return {
    copied: clipboard.copied,
    failed: clipboard.error !== null,
    /** Copies the text; a copy while the last is still confirmed confirms (and calls `onCopied`) again. */
    copy: (text: string) => {
      clipboard.reset()
      clipboard.copy(text)
    },
  }
}

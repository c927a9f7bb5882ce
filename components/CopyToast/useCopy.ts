import { useClipboard } from '@mantine/hooks'
import { useEffect, useRef } from 'react'
import { showCopyToast } from './copyToast.ts'
import type { Toast } from './ToastHost.tsx'

/** How long a copy stays confirmed (SPEC.md section 9: the "Copied email" toast lasts 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000

export interface UseCopyOptions {
  /** How long `copied` stays true after a successful copy. */
  timeout?: number
  /** A toast to show after each successful copy (@mantine/notifications loads on the first). */
  toast?: Toast
}

/**
 * The one way the site copies to the clipboard: Mantine's useClipboard, a failure logged (SPEC.md
 * section 8: a failed copy is only logged) and an optional toast after every successful copy.
 */
export function useCopy({ timeout = COPY_CONFIRMATION_MS, toast }: UseCopyOptions = {}) {
  const clipboard = useClipboard({ timeout })
  const toastRef = useRef(toast)
  toastRef.current = toast
  useEffect(() => {
    if (clipboard.error) console.warn('Could not copy to the clipboard', clipboard.error)
  }, [clipboard.error])
  useEffect(() => {
    if (clipboard.copied && toastRef.current) void showCopyToast(toastRef.current)
  }, [clipboard.copied])
  return {
    copied: clipboard.copied,
    failed: clipboard.error !== null,
    /** Copies the text; a copy while the last is still confirmed confirms (and toasts) again. */
    copy: (text: string) => {
      clipboard.reset()
      clipboard.copy(text)
    },
  }
}

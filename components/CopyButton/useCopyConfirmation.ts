import { useEffect, useRef, useState } from 'react'

/** How long the "copied" state lasts (SPEC.md section 9). */
export const COPY_CONFIRMATION_MS = 2000

/** Copies text to the clipboard; `copied` is true for 2 s after a successful copy. Failures are logged. */
export function useCopyConfirmation() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
    } catch (error) {
      console.warn('Could not copy to the clipboard', error)
      return
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }
  return { copied, copy }
}

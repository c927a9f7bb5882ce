import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

/** Lets the toast module load and React render what it shows. */
export async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => {})
}

/**
 * For a describe block whose copy buttons show toasts: a fake clipboard (returned, reset before
 * each test) and the toasts cleared after each. The toast module loads on the first copy; it is
 * loaded once up front so that is quick under fake timers.
 */
export function withClipboardAndToasts() {
  const writeText = vi.fn()
  beforeAll(async () => {
    // The toast host mounts once per page (components/CopyToast/ToastHost.tsx); a file before this one
    // may have mounted it into the document since emptied, so this file loads the toasts afresh.
    vi.resetModules()
    await import('../components/CopyToast/ToastHost.tsx')
  })
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  afterEach(async () => {
    const { cleanNotifications } = await import('@mantine/notifications')
    act(() => cleanNotifications())
    vi.useRealTimers()
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
  })
  return writeText
}

import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

/** Lets the toast module load and React render what it shows. */
export async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => {})
}

/**
 * Loads the toasts' module anew. The toast host mounts once per page (components/CopyToast/ToastHost.tsx);
 * a test file before this one (they share a worker's document) may have mounted it into the document
 * since emptied.
 */
export async function loadToastsAfresh() {
  vi.resetModules()
  await import('../components/CopyToast/ToastHost.tsx')
}

/**
 * For a describe block whose copy buttons show toasts: a fake clipboard (returned, reset before
 * each test) and the toasts cleared after each. The toast module loads on the first copy; it is
 * loaded once up front so that is quick under fake timers.
 */
export function withClipboardAndToasts() {
  const writeText = vi.fn()
  beforeAll(loadToastsAfresh)
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

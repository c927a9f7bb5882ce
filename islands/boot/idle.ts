/** How long an idle task waits for the main thread to be idle at most: a busy phone still gets it done. */
const IDLE_WAIT_MS = 3000

/** Runs `task` when the main thread is idle, or after IDLE_WAIT_MS all the same. */
export const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: IDLE_WAIT_MS }) : setTimeout(task, 0))

/** Whether the page has loaded and its main thread has been idle since. */
export let pageIdle = false

/** Runs `task` once the page has loaded and its main thread is idle (after IDLE_WAIT_MS at the latest). */
export const onPageIdle = (task: () => void) =>
  addEventListener('load', () =>
    whenIdle(() => {
      pageIdle = true
      task()
    }),
  )

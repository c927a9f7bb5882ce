// Whether the visitor's press or key is still down. An island starts running only once it is up, so
// its code never delays the rest of the gesture that started it (the release, the click) or its paint.
// A release that never comes (the pointer let go outside the window, a key held while focus moved
// away) holds it back for LONGEST_PRESS_MS at most.
import { WATCH } from './bootTag.ts'

const LONGEST_PRESS_MS = 1000
let down = false
const waiting: (() => void)[] = []
let pressTimer: ReturnType<typeof setTimeout> | undefined
const released = () => {
  clearTimeout(pressTimer)
  down = false
  for (const run of waiting.splice(0)) setTimeout(run, 0)
}

/** Watches presses and keys; before any other listener of them is added, so a press is known as down when those run. */
export function watchGestures() {
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (down = true), WATCH)
  for (const type of ['pointerup', 'pointercancel', 'keyup']) addEventListener(type, released, WATCH)
}

/** Runs `run` now, or in a task of its own once the press or key that is down is released. */
export function afterGesture(run: () => void) {
  if (!down) return run()
  waiting.push(run)
  clearTimeout(pressTimer)
  pressTimer = setTimeout(released, LONGEST_PRESS_MS)
}

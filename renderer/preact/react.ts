// React's API in the browser build, from preact/compat, plus what Preact does not have.
import { Fragment, createElement } from 'preact/compat'
import type { ReactNode } from 'react'
export * from 'preact/compat'
export { default } from 'preact/compat'

/** React 19.2's Activity: a hidden subtree is not rendered (React would keep it, hidden, with its state). */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children as never)
}

// React's API in the browser build (renderer/vitePluginPreact.ts): preact/compat, plus what
// Preact does not have. Plain JavaScript: preact/compat's types describe a CommonJS module, which
// TypeScript will not re-export with `export *`.
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * React 19.2's Activity, which Mantine's Transition and Collapse use for `keepMounted`: here a
 * hidden subtree is not rendered at all (React would keep it rendered, hidden, with its state).
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ mode = 'visible', children }) {
  return mode === 'hidden' ? null : children
}

/**
 * react-dom's resource hints (preload, preconnect, …) act while the server renders, writing links
 * into <head>. In the browser the prerendered head already has them: nothing to do.
 */
export function preload() {}

// @vitest-environment node
import { isJavaScript, splitScripts } from './scriptUse.ts'

const at = (path: string) => `http://127.0.0.1:4000${path}`

describe('splitScripts', () => {
  it('counts a file as run when its top-level code ran, else as fetched ahead, and the inline scripts as run', () => {
    const fetched = [
      { url: at('/assets/entry.js'), bytes: 4_000 },
      { url: at('/assets/react.js'), bytes: 60_000 },
      { url: at('/assets/form.js'), bytes: 9_000 },
    ]
    expect(splitScripts(fetched, new Set([at('/assets/entry.js')]), 1_800, () => 0)).toEqual({
      run: 5_800,
      ahead: 69_000,
      inline: 1_800,
      runFiles: ['/assets/entry.js'],
      aheadFiles: ['/assets/form.js', '/assets/react.js'],
    })
  })

  it('counts only the inline scripts on a page that fetched none, and a file run without a response seen by its own size', () => {
    expect(splitScripts([], new Set(), 1_750, () => 0)).toEqual({ run: 1_750, ahead: 0, inline: 1_750, runFiles: [], aheadFiles: [] })
    expect(splitScripts([], new Set([at('/assets/cached.js')]), 0, () => 700).run).toBe(700)
  })
})

describe('isJavaScript', () => {
  it('goes by the MIME type, and by the file name before a response', () => {
    expect(isJavaScript(at('/assets/a.js'), 'text/javascript')).toBe(true)
    expect(isJavaScript(at('/kontakt'), 'text/html')).toBe(false)
    expect(isJavaScript(at('/assets/a.js'), undefined)).toBe(true)
    expect(isJavaScript(at('/assets/a.mjs?v=1'), undefined)).toBe(true)
    expect(isJavaScript(at('/media/a.webp'), undefined)).toBe(false)
  })
})

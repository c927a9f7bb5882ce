// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bootScript } from '../../head/bootScript.ts'
import { EARLY_INPUT_EVENT, LOAD_MARGIN } from '../../site/loading.ts'

describe('the boot script every page inlines', () => {
  const script = bootScript()

  it('is head/boot.ts bundled with the values it shares with the framework (site/loading.ts)', () => {
    expect(script).toContain(LOAD_MARGIN)
    expect(script).toContain(EARLY_INPUT_EVENT)
    expect(script).not.toMatch(/\bimport\s*[{*\w]/)
  })

  it('is minified, small and safe inside a <script> element', () => {
    expect(script).not.toMatch(/\n\s*\/\//)
    expect(script).not.toMatch(/<\/script/i)
    expect(script.length).toBeLessThan(2_000)
  })
})

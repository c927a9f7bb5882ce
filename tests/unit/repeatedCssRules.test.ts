// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutRepeatedRules } from '../../build/repeatedCssRules.ts'

describe('a page CSS without repeated rules', () => {
  it('keeps a rule that appears twice only at its last place, so it still wins over the rules between', () => {
    const css = '.a{color:red}\n.b{color:blue}\n.a{color:red}'
    expect(withoutRepeatedRules(css)).toBe('.b{color:blue}\n.a{color:red}')
  })

  it('keeps rules with the same selector but other declarations, and media blocks that differ', () => {
    const css = '.a{color:red}.a{color:green}@media (min-width:48em){.a{color:red}}@media (min-width:64em){.a{color:red}}'
    expect(withoutRepeatedRules(css)).toBe(css)
  })

  it('drops a repeated media block as a whole, and never touches @layer blocks or comments', () => {
    const css = '/* one */@layer base{.a{margin:0}}@media print{.a{display:none}}/* one */@layer base{.a{margin:0}}@media print{.a{display:none}}'
    expect(withoutRepeatedRules(css)).toBe('/* one */@layer base{.a{margin:0}}/* one */@layer base{.a{margin:0}}@media print{.a{display:none}}')
  })
})

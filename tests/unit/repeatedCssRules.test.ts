// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutContainedFiles, withoutRepeatedRules } from '../../build/repeatedCssRules.ts'

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

describe("a page's CSS files without those an earlier file holds whole", () => {
  const file = (href: string, css: string) => ({ href, css })

  it('leaves out a file whose every rule an earlier one has, whatever their order there', () => {
    const framework = file('/framework.css', '.action{color:red}\n.header{display:flex}\n.footer{margin:0}')
    const header = file('/header.css', '.header{display:flex}\n.action{color:red}')
    const section = file('/section.css', '.cta{color:blue}')
    expect(withoutContainedFiles([framework, header, section])).toEqual([framework, section])
  })

  it('keeps a file with one rule of its own, an empty file, and a file whose twin comes only later', () => {
    const first = file('/a.css', '.a{color:red}')
    const more = file('/b.css', '.a{color:red}\n.b{color:blue}')
    const empty = file('/empty.css', '')
    expect(withoutContainedFiles([first, more, empty])).toEqual([first, more, empty])
    expect(withoutContainedFiles([more, first])).toEqual([more])
  })
})

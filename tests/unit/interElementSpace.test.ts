// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutInterElementSpace } from '../../build/interElementSpace.ts'

describe('withoutInterElementSpace', () => {
  it("drops the template's line breaks between the tags of <html>, <head> and <body>", () => {
    const page =
      '<!DOCTYPE html>\n<html lang="da">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Klikværk</title>\n  </head>\n  <body>\n    <div id="root"><p>Hej</p></div>\n    <script>var a = 1</script>\n  </body>\n</html>\n'
    // What the parser gives no node of its own (before <head>, after </body>) stays as it was.
    expect(withoutInterElementSpace(page)).toBe(
      '<!DOCTYPE html>\n<html lang="da">\n  <head><meta charset="UTF-8" /><title>Klikværk</title></head><body><div id="root"><p>Hej</p></div><script>var a = 1</script>\n  </body>\n</html>\n',
    )
  })

  it('keeps every character inside the content, scripts and styles', () => {
    const content =
      '<div id="root"><pre>  a\n   b</pre> <em>to</em> <strong>ord</strong>\n</div><script type="application/json">{ "a": 1 }\n</script><style>\n p { color: red }\n</style>'
    expect(withoutInterElementSpace(`<html><head></head><body>\n${content}\n</body></html>`)).toBe(`<html><head></head><body>${content}</body></html>`)
  })
})

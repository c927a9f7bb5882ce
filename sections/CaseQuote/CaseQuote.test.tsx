import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseQuote from './CaseQuote.tsx'

describe('CaseQuote', () => {
  it("shows the quote as a block quote, signed by the client's contact person with role and company", () => {
    const { container } = render(
      <CaseQuote
        id="citat"
        type="caseQuote"
        quote="Hver krone kom godt igen."
        client={{ id: 'by-doodle-dog', name: 'By Doodle Dog', contact: { name: 'Louise Kjær', role: 'Medstifter' } }}
      />,
    )
    expect(container.querySelector('blockquote')).toHaveTextContent('Hver krone kom godt igen.')
    const caption = container.querySelector('figcaption')
    expect(caption).toHaveTextContent('Louise Kjær')
    expect(caption).toHaveTextContent('Medstifter, By Doodle Dog')
    // Its section has a heading for screen readers, so the page's outline names it.
    expect(container.querySelector('h2.sr-only')).toHaveTextContent('Det siger kunden')
  })
})

import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseQuote from './CaseQuote.tsx'

describe('CaseQuote', () => {
  it('shows the quote as a block quote, attributed to the person and their role', () => {
    const { container } = render(<CaseQuote id="citat" type="caseQuote" quote="Hver krone kom godt igen." name="Louise Kjær" role="Medstifter, By Doodle Dog" />)
    expect(container.querySelector('blockquote')).toHaveTextContent('Hver krone kom godt igen.')
    const caption = container.querySelector('figcaption')
    expect(caption).toHaveTextContent('Louise Kjær')
    expect(caption).toHaveTextContent('Medstifter, By Doodle Dog')
  })
})

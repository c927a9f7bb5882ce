import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import Faq from './Faq.tsx'

const questions = {
  id: 'generelt',
  items: [
    { question: 'Hvad koster det?', answer: 'Fra 6.000 kr. om måneden.', link: { label: 'Se priser', href: '/kontakt' } },
    { question: 'Er der binding?', answer: 'Nej, ingen bindingsperiode.' },
  ],
}

describe('Faq', () => {
  it('is a single-open accordion on native details elements sharing one name', async () => {
    const { container } = render(<Faq id="faq" type="faq" title="Ofte stillede spørgsmål" questions={questions} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Ofte stillede spørgsmål' })).toBeInTheDocument()
    const details = [...container.querySelectorAll('details')]
    expect(details.map((d) => d.getAttribute('name'))).toEqual(['faq-accordion', 'faq-accordion'])
    await userEvent.click(screen.getByText('Hvad koster det?'))
    expect(details[0]).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'Se priser' })).toHaveAttribute('href', '/kontakt')
  })
})

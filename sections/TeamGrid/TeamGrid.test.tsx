import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TeamGridSection } from './schema.ts'
import { render } from '../../tests/render.tsx'
import TeamGrid from './TeamGrid.tsx'

const image = { src: 'team/x.webp', alt: '', width: 480, height: 480 }
const bio120 = `${'Holdånd '.repeat(16).slice(0, 119)}.`
const bio121 = `${bio120}x`
const props: TeamGridSection = {
  id: 'holdet',
  type: 'teamGrid',
  title: 'Holdet',
  members: [
    {
      id: 'lang',
      name: 'Lang Bio',
      role: 'Specialist',
      bio: bio121,
      expertise: ['Ads'],
      image,
      email: 'lang@klikvaerk.dk',
      phone: '+45 12 34 56 70',
      linkedin: 'https://www.linkedin.com/in/lang',
    },
    { id: 'kort', name: 'Kort Bio', role: 'Designer', bio: bio120, expertise: [], image },
  ],
  placeholder: {
    title: 'Er du vores næste holdkammerat?',
    text: `Vi søger folk. ${'Skriv til os. '.repeat(20)}`,
    action: { label: 'Ansøg nu', href: '/kontakt' },
  },
}

describe('TeamGrid (/team)', () => {
  afterEach(() => vi.useRealTimers())

  it('cuts a 121-character bio to 120 and "...", with "Læs mere" / "Vis mindre"', () => {
    render(<TeamGrid {...props} />)
    const card = within(screen.getAllByRole('article')[0]!)
    expect(card.getByText(`${bio120}...`)).toBeInTheDocument()
    const toggle = card.getByRole('button', { name: /Læs mere/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(card.getByText(bio121)).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent('Vis mindre')
    fireEvent.click(toggle)
    expect(card.getByText(`${bio120}...`)).toBeInTheDocument()
  })

  it('shows a bio of exactly 120 characters whole, without a toggle', () => {
    expect(bio120).toHaveLength(120)
    render(<TeamGrid {...props} />)
    const card = within(screen.getAllByRole('article')[1]!)
    expect(card.getByText(bio120)).toBeInTheDocument()
    expect(card.queryByRole('button', { name: /Læs mere/ })).toBeNull()
  })

  it('ends with the recruiting card: no toggle however long its text, no contact links, "Ansøg nu" to /kontakt', () => {
    render(<TeamGrid {...props} />)
    const items = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'UL' && item.querySelector('article'))
    const last = within(items.at(-1)!)
    expect(last.getByRole('heading', { name: 'Er du vores næste holdkammerat?' })).toBeInTheDocument()
    expect(last.getByRole('link', { name: 'Ansøg nu' })).toHaveAttribute('href', '/kontakt')
    expect(last.queryByRole('button')).toBeNull()
    expect(last.queryByRole('link', { name: /LinkedIn|@/ })).toBeNull()
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('gives e-mail a copy button confirmed for 2 s, phone a tel: link and LinkedIn a new tab', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<TeamGrid {...props} />)
    const card = within(screen.getAllByRole('article')[0]!)
    expect(card.getByRole('link', { name: /\+45 12 34 56 70/ })).toHaveAttribute('href', 'tel:+4512345670')
    expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    await act(async () => fireEvent.click(card.getByRole('button', { name: /Kopiér e-mail/ })))
    expect(writeText).toHaveBeenCalledWith('lang@klikvaerk.dk')
    expect(card.getByRole('button', { name: /Kopieret/ })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1_999))
    expect(card.getByRole('button', { name: /Kopieret/ })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(card.getByRole('button', { name: /Kopiér e-mail/ })).toBeInTheDocument()
  })
})

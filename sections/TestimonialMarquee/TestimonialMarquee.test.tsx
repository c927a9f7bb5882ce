import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import TestimonialMarquee, { splitQuote, TESTIMONIAL_TRUNCATE_AT } from './TestimonialMarquee.tsx'

/** A quote of exactly `length` characters, made of words. */
const quoteOf = (length: number) => 'Godt samarbejde hele vejen. '.repeat(20).slice(0, length - 1) + '!'

const stats = [
  { value: '5,0', label: 'i gennemsnitlig bedømmelse' },
  { value: '93%', label: 'tilfredse kunder' },
]

const testimonials = [
  { id: 'kort', client: { id: 'kort', name: 'Berg ApS', contact: { name: 'Anne Berg', role: 'Indehaver' } }, rating: 5, text: quoteOf(150) },
  { id: 'lang', client: { id: 'lang', name: 'Holm A/S', contact: { name: 'Bo Holm', role: 'Indehaver' } }, rating: 5, text: quoteOf(151) },
  { id: 'laengere', client: { id: 'laengere', name: 'Munk IVS', contact: { name: 'Carl Munk', role: 'Indehaver' } }, rating: 5, text: quoteOf(220) },
]

function renderMarquee() {
  const view = render(<TestimonialMarquee id="udtalelser" type="testimonialMarquee" title="Det siger vores kunder" stats={stats} testimonials={testimonials} />)
  // The quotes a visitor (and assistive technology) meets: not the loop's hidden copy.
  const visibleCards = () => [...view.container.querySelectorAll<HTMLElement>('ul:not([aria-hidden]) > li[data-testimonial]')]
  const card = (id: string) => view.container.querySelector<HTMLElement>(`ul:not([aria-hidden]) > li[data-testimonial="${id}"]`)!
  const toggle = (id: string) => card(id).querySelector<HTMLElement>('details > summary')
  return { ...view, visibleCards, card, toggle }
}

describe('splitQuote', () => {
  it('keeps a quote of exactly 150 characters whole and cuts one of 151', () => {
    expect(TESTIMONIAL_TRUNCATE_AT).toBe(150)
    expect(splitQuote(quoteOf(150))).toEqual({ head: quoteOf(150), rest: '' })
    const { head, rest } = splitQuote(quoteOf(151))
    expect(head.length).toBeLessThanOrEqual(150)
    expect(head + rest).toBe(quoteOf(151))
    expect(rest.length).toBeGreaterThan(0)
  })
})

describe('TestimonialMarquee', () => {
  it('shows the heading, the summary figures and each quote once to assistive technology', () => {
    const { visibleCards, container } = renderMarquee()
    expect(screen.getByRole('heading', { level: 2, name: 'Det siger vores kunder' })).toBeInTheDocument()
    expect(screen.getByText('5,0')).toBeInTheDocument()
    expect(screen.getByText('93%')).toBeInTheDocument()
    expect(visibleCards()).toHaveLength(3)
    // The loop's copy exists (the animation needs it) but is hidden and inert.
    const copies = container.querySelectorAll('ul[aria-hidden="true"]')
    expect(copies.length).toBeGreaterThan(0)
    for (const copy of copies) expect(copy).toHaveAttribute('inert')
    expect(screen.getAllByRole('img', { name: '5 ud af 5 stjerner' })).toHaveLength(3)
  })

  it('gives a read-more toggle to quotes over 150 characters only', () => {
    const { card, toggle } = renderMarquee()
    expect(toggle('kort')).toBeNull()
    expect(card('kort').querySelector('blockquote')).toHaveTextContent(quoteOf(150))
    expect(toggle('lang')).toHaveTextContent(/Læs mere/)
    expect(toggle('laengere')).toHaveTextContent(/Læs mere/)
    // Collapsed, the quote shows its first part and an ellipsis; the rest is there to reveal.
    const { head, rest } = splitQuote(quoteOf(151))
    expect(card('lang').querySelector('blockquote p')!.textContent).toBe(`${head}…${rest}`)
  })

  it('expands and collapses each card on its own', async () => {
    const user = userEvent.setup()
    const { card, toggle } = renderMarquee()
    const open = (id: string) => card(id).querySelector('details')!.open
    expect(open('lang')).toBe(false)

    await user.click(toggle('lang')!)
    expect(open('lang')).toBe(true)
    expect(open('laengere')).toBe(false)

    await user.click(toggle('laengere')!)
    await user.click(toggle('lang')!)
    expect(open('lang')).toBe(false)
    expect(open('laengere')).toBe(true)
  })

  it('has a labelled pause switch for the moving rows', async () => {
    const user = userEvent.setup()
    renderMarquee()
    const pause = screen.getByRole('switch', { name: 'Stop rulning' })
    expect(pause).not.toBeChecked()
    expect(pause).toHaveAttribute('aria-controls', 'udtalelser-rows')
    await user.click(pause)
    expect(pause).toBeChecked()
  })
})

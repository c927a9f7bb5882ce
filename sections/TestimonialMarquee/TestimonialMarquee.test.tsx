import { screen, within } from '@testing-library/react'
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
  { id: 'kort', name: 'Anne Berg', company: 'Berg ApS', rating: 5, text: quoteOf(150) },
  { id: 'lang', name: 'Bo Holm', company: 'Holm A/S', rating: 5, text: quoteOf(151) },
  { id: 'laengere', name: 'Carl Munk', company: 'Munk IVS', rating: 5, text: quoteOf(220) },
]

function renderMarquee() {
  const view = render(<TestimonialMarquee id="udtalelser" type="testimonialMarquee" title="Det siger vores kunder" stats={stats} testimonials={testimonials} />)
  // The quotes a visitor (and assistive technology) meets: not the loop's hidden copy.
  const visibleCards = () => [...view.container.querySelectorAll<HTMLElement>('ul:not([aria-hidden]) > li[data-testimonial]')]
  const card = (id: string) => view.container.querySelector<HTMLElement>(`ul:not([aria-hidden]) > li[data-testimonial="${id}"]`)!
  return { ...view, visibleCards, card }
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
    const { card } = renderMarquee()
    expect(within(card('kort')).queryByRole('button')).toBeNull()
    expect(within(card('kort')).getByText(quoteOf(150))).toBeInTheDocument()
    expect(within(card('lang')).getByRole('button', { name: /Læs mere/ })).toHaveAttribute('aria-expanded', 'false')
    expect(within(card('laengere')).getByRole('button', { name: /Læs mere/ })).toHaveAttribute('aria-expanded', 'false')
  })

  it('expands and collapses each card on its own', async () => {
    const user = userEvent.setup()
    const { card } = renderMarquee()
    const quote = (id: string) => card(id).querySelector('blockquote p')!
    expect(quote('lang')).toHaveAttribute('data-expanded', 'false')

    await user.click(within(card('lang')).getByRole('button', { name: /Læs mere/ }))
    expect(within(card('lang')).getByRole('button', { name: /Læs mindre/ })).toHaveAttribute('aria-expanded', 'true')
    expect(quote('lang')).toHaveAttribute('data-expanded', 'true')
    expect(quote('lang').textContent).toBe(quoteOf(151).slice(0, splitQuote(quoteOf(151)).head.length) + '…' + splitQuote(quoteOf(151)).rest)
    // The other long card stays collapsed.
    expect(within(card('laengere')).getByRole('button', { name: /Læs mere/ })).toHaveAttribute('aria-expanded', 'false')

    await user.click(within(card('laengere')).getByRole('button', { name: /Læs mere/ }))
    await user.click(within(card('lang')).getByRole('button', { name: /Læs mindre/ }))
    expect(quote('lang')).toHaveAttribute('data-expanded', 'false')
    expect(quote('laengere')).toHaveAttribute('data-expanded', 'true')
  })

  it('pauses and restarts the rows with a labelled button', async () => {
    const user = userEvent.setup()
    const { container } = renderMarquee()
    const root = container.firstElementChild!
    await user.click(screen.getByRole('button', { name: 'Stop rulning' }))
    expect(root).toHaveAttribute('data-paused')
    await user.click(screen.getByRole('button', { name: 'Start rulning' }))
    expect(root).not.toHaveAttribute('data-paused')
  })
})

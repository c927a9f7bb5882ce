import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TeamCardsSection } from './schema.ts'
import { settle, withClipboardAndToasts } from '../../tests/copyToasts.ts'
import { render } from '../../tests/render.tsx'
import TeamCards from './TeamCards.tsx'

const image = { src: 'team/x.webp', alt: '', width: 480, height: 480 }
const props: TeamCardsSection = {
  id: 'team',
  type: 'teamCards',
  title: 'Mød holdet',
  members: [
    {
      id: 'mads-kristensen',
      name: 'Mads Kristensen',
      role: 'Medejer',
      bio: 'Lang bio. '.repeat(20),
      expertise: ['Strategi', 'Google Ads'],
      image,
      linkedin: 'https://www.linkedin.com/in/mads',
      email: 'mads@klikvaerk.dk',
      phone: '+45 12 34 56 70',
    },
    {
      id: 'emma-nielsen',
      name: 'Emma Nielsen',
      role: 'Designer',
      bio: 'Kort bio.',
      expertise: ['Design'],
      image,
      linkedin: 'https://www.linkedin.com/in/emma',
    },
  ],
}

describe('TeamCards (home)', () => {
  const writeText = withClipboardAndToasts()

  it('shows a card per member with role, tags, LinkedIn in a new tab, and e-mail and phone only where given', () => {
    render(<TeamCards {...props} />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    const mads = within(cards[0]!)
    expect(mads.getByRole('link', { name: 'Mads Kristensen' })).toHaveAttribute('href', '/team/mads-kristensen')
    expect(mads.getByText('Medejer')).toBeInTheDocument()
    expect(mads.getByRole('list', { name: /Ekspertise/ })).toHaveTextContent('StrategiGoogle Ads')
    expect(mads.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    expect(mads.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(mads.getByRole('link', { name: 'mads@klikvaerk.dk' })).toHaveAttribute('href', 'mailto:mads@klikvaerk.dk')
    expect(mads.getByRole('link', { name: /\+45 12 34 56 70/ })).toHaveAttribute('href', 'tel:+4512345670')
    const emma = within(cards[1]!)
    expect(emma.queryByRole('button', { name: /Kopiér e-mail/ })).toBeNull()
    expect(cards[1]!.querySelector('a[href^="tel:"]')).toBeNull()
  })

  it('offers read more / read less only for a bio that overflows its three lines', () => {
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.startsWith('Lang') ? 200 : 20
    })
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72)
    render(<TeamCards {...props} />)
    const [mads, emma] = screen.getAllByRole('article')
    expect(within(emma!).queryByRole('button', { name: /Læs mere/ })).toBeNull()
    const toggle = within(mads!).getByRole('button', { name: 'Læs mere om Mads Kristensen' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const bio = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(bio).toHaveAttribute('data-clamped')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent('Vis mindre')
    expect(bio).not.toHaveAttribute('data-clamped')
    fireEvent.click(toggle)
    expect(toggle).toHaveTextContent('Læs mere')
    expect(bio).toHaveAttribute('data-clamped')
    heights.mockRestore()
    vi.restoreAllMocks()
  })

  it('copies the e-mail and shows the toast "Copied email" for 2 seconds', async () => {
    vi.useFakeTimers()
    render(<TeamCards {...props} />)
    fireEvent.click(screen.getByRole('button', { name: /Kopiér e-mail Mads Kristensen/ }))
    await settle()
    expect(writeText).toHaveBeenCalledWith('mads@klikvaerk.dk')
    // The toast's enter transition.
    await act(async () => vi.advanceTimersByTime(200))
    expect(screen.getByRole('alert')).toHaveTextContent('Copied email')
    expect(screen.getByRole('button', { name: /Kopieret/ })).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1_790))
    expect(screen.getByRole('alert')).toHaveTextContent('Copied email')
    await act(async () => vi.advanceTimersByTime(10))
    // Auto-close at 2,000 ms, then the exit transition.
    await act(async () => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Copied email')).toBeNull()
    expect(screen.getByRole('button', { name: /Kopiér e-mail Mads Kristensen/ })).toBeInTheDocument()
  })

  it('shows no toast when the clipboard refuses, and logs it', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<TeamCards {...props} />)
    fireEvent.click(screen.getByRole('button', { name: /Kopiér e-mail Mads Kristensen/ }))
    await settle()
    expect(warn).toHaveBeenCalled()
    expect(screen.queryByText('Copied email')).toBeNull()
    expect(screen.getByRole('button', { name: /Kopiér e-mail Mads Kristensen/ })).toBeInTheDocument()
    warn.mockRestore()
  })
})

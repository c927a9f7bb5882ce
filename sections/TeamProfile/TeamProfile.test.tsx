import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import { settle, withClipboardAndToasts } from '../../tests/copyToasts.ts'
import { render } from '../../tests/render.tsx'
import { slugFromPath } from './ContentMemberShell.tsx'
import TeamProfile from './TeamProfile.tsx'

const member = {
  id: 'mads-kristensen',
  name: 'Mads Kristensen',
  role: 'Medejer og strategisk direktør',
  bio: 'Mads har arbejdet med performance marketing i mere end 11 år.',
  expertise: ['Strategi', 'Google Ads'],
  image: { src: 'team/mads-kristensen.webp', alt: 'Portræt', width: 480, height: 480 },
  linkedin: 'https://www.linkedin.com/in/mads',
  email: 'mads@klikvaerk.dk',
  phone: '+45 12 34 56 70',
}

describe('TeamProfile, a built-in member', () => {
  const writeText = withClipboardAndToasts()

  it('shows back link, portrait, name, role, bio, "Ekspertise", "Kontakt", "LinkedIn Profil" and the booking button', () => {
    render(<TeamProfile id="profil" type="teamProfile" member={member} />)
    expect(screen.getByRole('link', { name: /Tilbage til teamet/ })).toHaveAttribute('href', '/team')
    expect(screen.getByRole('img', { name: 'Portræt af Mads Kristensen' })).toHaveAttribute('width', '480')
    expect(screen.getByRole('heading', { level: 1, name: 'Mads Kristensen' })).toBeInTheDocument()
    expect(screen.getByText('Medejer og strategisk direktør')).toBeInTheDocument()
    expect(screen.getByText(member.bio)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ekspertise' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Ekspertise' })).toHaveTextContent('StrategiGoogle Ads')
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'mads@klikvaerk.dk' })).toHaveAttribute('href', 'mailto:mads@klikvaerk.dk')
    expect(screen.getByRole('link', { name: '+45 12 34 56 70' })).toHaveAttribute('href', 'tel:+4512345670')
    const linkedin = screen.getByRole('link', { name: /LinkedIn Profil/ })
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/mads')
    expect(linkedin).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Book en dialog med Mads' })).toHaveAttribute('href', '/kontakt')
  })

  it.each([
    ['e-mail', 'mads@klikvaerk.dk', 'Email er kopieret til udklipsholderen'],
    ['telefonnummer', '+45 12 34 56 70', 'Telefonnummer er kopieret til udklipsholderen'],
  ])('copies the %s with "Kopier"; the toast "Kopieret!" and the button\'s "✓ Kopieret" stay 2,000 ms', async (what, value, text) => {
    vi.useFakeTimers()
    render(<TeamProfile id="profil" type="teamProfile" member={member} />)
    const button = screen.getByRole('button', { name: `Kopier ${what}` })
    expect(button).toHaveTextContent('Kopier')
    fireEvent.click(button)
    await settle()
    expect(writeText).toHaveBeenCalledWith(value)
    await act(async () => vi.advanceTimersByTime(200))
    const toast = screen.getByRole('alert')
    expect(toast).toHaveTextContent('Kopieret!')
    expect(toast).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: `Kopieret: ${what}` })).toHaveTextContent('✓Kopieret')
    await act(async () => vi.advanceTimersByTime(1_790))
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: `Kopieret: ${what}` })).toHaveTextContent('✓Kopieret')
    await act(async () => vi.advanceTimersByTime(10))
    // The button is itself again: "Kopier" under its first name.
    expect(screen.getByRole('button', { name: `Kopier ${what}` })).toHaveTextContent(/^Kopier$/)
    // Auto-close at 2,000 ms, then the exit transition.
    await act(async () => vi.advanceTimersByTime(500))
    expect(screen.queryByText(text)).toBeNull()
  })

  it('only logs a failed copy', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<TeamProfile id="profil" type="teamProfile" member={member} />)
    fireEvent.click(screen.getByRole('button', { name: 'Kopier e-mail' }))
    await settle()
    expect(warn).toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    warn.mockRestore()
  })
})

describe('TeamProfile, the content-system shell', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('reads the slug from /team/{slug} only', () => {
    expect(slugFromPath('/team/anna-berg')).toBe('anna-berg')
    expect(slugFromPath('/team/')).toBeUndefined()
    expect(slugFromPath('/team/a/b')).toBeUndefined()
    expect(slugFromPath('/om-os')).toBeUndefined()
  })

  it('with no content system configured, shows "Teammedlem ikke fundet" without any request', async () => {
    expect(site.teamContent).toBeNull()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    window.history.replaceState(null, '', '/team/kun-i-cms')
    render(<TeamProfile id="profil" type="teamProfile" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Teammedlem ikke fundet' })).toBeInTheDocument()
    expect(screen.getByText('Det ønskede teammedlem kunne ikke findes.')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Tilbage til teamet/ })[0]).toHaveAttribute('href', '/team')
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })
})

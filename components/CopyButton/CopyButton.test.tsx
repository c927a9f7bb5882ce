import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../tests/render.tsx'
import { CopyButton } from './CopyButton.tsx'
import { COPY_CONFIRMATION_MS } from '../hooks/useCopy.ts'

function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  else Reflect.deleteProperty(navigator, 'clipboard')
}

async function clickCopy() {
  await act(async () => fireEvent.click(screen.getByRole('button')))
}

describe('CopyButton', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    setClipboard(undefined)
  })

  it('copies the value, then shows and announces the confirmation for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    render(<CopyButton value="kontakt@example.dk" label="Kopiér e-mail" copiedLabel="Kopieret" />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await clickCopy()
    expect(writeText).toHaveBeenCalledWith('kontakt@example.dk')
    expect(screen.getByRole('button', { name: /Kopieret/ })).toHaveAttribute('data-copied', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Kopieret')
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1))
    expect(screen.getByRole('status')).toHaveTextContent('Kopieret')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Kopiér e-mail' })).not.toHaveAttribute('data-copied')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('restarts the 2 seconds when copied again', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) })
    render(<CopyButton value="x" label="Kopiér" copiedLabel="Kopieret" />)
    await clickCopy()
    act(() => vi.advanceTimersByTime(1_500))
    await clickCopy()
    act(() => vi.advanceTimersByTime(1_500))
    expect(screen.getByRole('status')).toHaveTextContent('Kopieret')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('names what it copies where its text does not, and leaves the announcing to onCopied when given', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) })
    const onCopied = vi.fn()
    render(
      <CopyButton
        value="+45 12 34 56 71"
        label="Kopier"
        copiedLabel="Kopieret"
        names={{ label: 'Kopier telefonnummer', copied: 'Kopieret: telefonnummer' }}
        onCopied={onCopied}
      />,
    )
    expect(screen.queryByRole('status')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopier telefonnummer' })))
    expect(onCopied).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Kopieret: telefonnummer' })).toHaveTextContent('✓Kopieret')
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS))
    expect(screen.getByRole('button', { name: 'Kopier telefonnummer' })).toHaveTextContent(/^Kopier$/)
  })

  it('logs a refused copy and does not confirm it', async () => {
    const refusal = new Error('Permission denied')
    setClipboard({ writeText: vi.fn().mockRejectedValue(refusal) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CopyButton value="x" label="Kopiér" copiedLabel="Kopieret" />)
    await clickCopy()
    expect(warn).toHaveBeenCalledWith('Could not copy to the clipboard', refusal)
    expect(screen.getByRole('button', { name: 'Kopiér' })).not.toHaveAttribute('data-copied')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('logs that copying is unavailable when the browser has no clipboard API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CopyButton value="x" label="Kopiér" copiedLabel="Kopieret" />)
    await clickCopy()
    expect(warn).toHaveBeenCalledWith('Could not copy to the clipboard', expect.any(Error))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})

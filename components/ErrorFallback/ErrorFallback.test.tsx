import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../tests/render.tsx'
import { ErrorFallback } from './ErrorFallback.tsx'

let shouldThrow = true
function Flaky() {
  if (shouldThrow) throw new Error('Boom')
  return <p>Indholdet er tilbage</p>
}

describe('ErrorFallback in an error boundary', () => {
  afterEach(() => vi.restoreAllMocks())

  function renderThrowing() {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = true
    render(
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <Flaky />
      </ErrorBoundary>,
    )
  }

  it('shows the spec texts when a component throws', () => {
    renderThrowing()
    expect(screen.getByRole('heading', { name: 'Noget gik galt' })).toBeInTheDocument()
    expect(screen.getByText('Der opstod en uventet fejl. Vi beklager ulejligheden.')).toBeInTheDocument()
  })

  it('"Prøv igen" clears the error and renders the content again', async () => {
    renderThrowing()
    shouldThrow = false
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }))
    expect(screen.getByText('Indholdet er tilbage')).toBeInTheDocument()
    expect(screen.queryByText('Noget gik galt')).not.toBeInTheDocument()
  })

  it('"Genindlæs side" reloads the whole page', async () => {
    renderThrowing()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    await userEvent.click(screen.getByRole('button', { name: 'Genindlæs side' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('in a page: a second-level heading in an alert, and focus on "Prøv igen" when the focused button went with what failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = false
    const InPage = ({ resetErrorBoundary }: FallbackProps) => <ErrorFallback resetErrorBoundary={resetErrorBoundary} inPage />
    function Clickable() {
      const [broken, setBroken] = useState(false)
      if (broken) throw new Error('Boom')
      return <button onClick={() => setBroken(true)}>Næste</button>
    }
    render(
      <ErrorBoundary FallbackComponent={InPage}>
        <Clickable />
      </ErrorBoundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }))
    // The region is there first; its text comes a frame later.
    expect(await screen.findByRole('heading', { level: 2, name: 'Noget gik galt' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Noget gik galtDer opstod en uventet fejl. Vi beklager ulejligheden.')
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toHaveFocus()
  })
})

import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoadedAfterHydration } from './useLoadedAfterHydration.ts'

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>
}

/** A loader the test resolves or rejects when it chooses. */
function deferredLoader() {
  let settle!: { resolve: () => void; reject: (error: Error) => void }
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Loaded }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Loaded }), reject }
      }),
  )
  return { load, settle: () => settle }
}

function Section({ load, wanted }: { load: () => Promise<{ default: typeof Loaded }>; wanted?: boolean }) {
  const Component = useLoadedAfterHydration(load, wanted)
  // The loaded module's export: the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <div>{Component ? <Component text="indlæst" /> : <ul id="prerendered">{Component === null ? 'fejlede' : 'forudgengivet'}</ul>}</div>
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('useLoadedAfterHydration', () => {
  it('loads nothing while the markup is prerendered, then keeps the prerendered elements until the code is here', async () => {
    const { load, settle } = deferredLoader()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Section load={load} />)
    document.body.append(container)
    expect(load).not.toHaveBeenCalled()
    const prerendered = container.querySelector('#prerendered')

    await act(async () => {
      hydrateRoot(container, <Section load={load} />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    // The very element the server rendered, not a new copy.
    expect(container.querySelector('#prerendered')).toBe(prerendered)

    await act(async () => settle().resolve())
    expect(screen.getByText('indlæst')).toBeInTheDocument()
    expect(container.querySelector('#prerendered')).toBeNull()
  })

  it('keeps what it shows, and says so in the console, when the code cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { load, settle } = deferredLoader()
    render(<Section load={load} />)
    await act(async () => settle().reject(new Error('offline')))
    expect(screen.getByText('fejlede')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(Error))
  })

  it('loads nothing when not wanted', async () => {
    const { load } = deferredLoader()
    render(<Section load={load} wanted={false} />)
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByText('forudgengivet')).toBeInTheDocument()
  })
})

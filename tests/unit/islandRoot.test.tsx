import { act, screen } from '@testing-library/react'
import { startTransition, useId, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { IslandRoot } from '../../islands/IslandRoot.tsx'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { prerenderIsland } from '../island.tsx'

const ID = 'search'

/**
 * An island with a search field and a counter; buttons whose press the browser or the head script
 * already carried out; one that can be used only once hydrated (as the contact form's send button) and
 * one that cannot be used at all.
 */
function SearchIsland() {
  const fieldId = useId()
  const [query, setQuery] = useState('')
  const [count, setCount] = useState(0)
  const hydrated = useHydrated()
  return (
    <div>
      <label htmlFor={fieldId}>Søg</label>
      <input id={fieldId} value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
      <p>Søger efter: {query}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Trykket {count} gange
      </button>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <button type="button" data-consent-choice="ACCEPT_ALL">
        Accepter alle
      </button>
      <button type="button" aria-disabled={!hydrated || undefined} onClick={() => hydrated && setCount(count + 10)}>
        Send
      </button>
      <button type="button" aria-disabled="true" onClick={() => setCount(count + 1)}>
        Ikke mulig
      </button>
    </div>
  )
}

/**
 * The island prerendered in the page; `before` plays the visitor's part before its code runs and
 * returns the button pressed (which islands/boot/boot.ts keeps). Then it hydrates as
 * islands/islandEntry.tsx hydrates it: a root of its own, with its id's prefix, in a transition.
 */
async function hydrateAfter(before: (island: HTMLElement) => Element | undefined = () => undefined) {
  const island = prerenderIsland({ module: 'tests/unit/SearchIsland', Component: SearchIsland, props: {}, id: ID })
  const pressed = before(island)
  expect(island, 'not ready before it hydrates').not.toHaveAttribute(ISLAND.ready)
  expect(performance.getEntriesByName(ISLAND.mark(ID), 'mark')).toEqual([])
  let root: Root | undefined
  const tree = (
    <IslandRoot id={ID} element={island} takePress={() => pressed}>
      <SearchIsland />
    </IslandRoot>
  )
  await act(async () => startTransition(() => void (root = hydrateRoot(island, tree, { identifierPrefix: ISLAND.prefix(ID) }))))
  onTestFinished(() => act(() => root?.unmount()))
  return island
}

const button = (name: string) => (island: HTMLElement) => [...island.querySelectorAll('button')].find((element) => element.textContent === name)

afterEach(() => performance.clearMarks())

describe('an island', () => {
  it("hydrates the server's HTML as a root of its own: no mismatch, its ids made with its own prefix", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => errors.mockRestore())
    await hydrateAfter()
    expect(errors, 'no hydration mismatch').not.toHaveBeenCalled()
    // React puts the prefix inside the ids it makes: "_search-R_0_".
    expect(screen.getByLabelText('Søg').id).toContain(ISLAND.prefix(ID))
  })

  it('says it is ready once hydrated: its element gets the ready attribute and the page its performance mark', async () => {
    const island = await hydrateAfter()
    expect(island).toHaveAttribute(ISLAND.ready)
    expect(performance.getEntriesByName(ISLAND.mark(ID), 'mark')).toHaveLength(1)
  })
})

describe('what a visitor does in an island before it hydrates', () => {
  it('reaches its code: a field typed into sends its value to onInput, and the button pressed is pressed again, once', async () => {
    await hydrateAfter((island) => {
      island.querySelector('input')!.value = 'google'
      return button('Trykket 0 gange')(island)
    })
    expect(screen.getByText('Søger efter: google')).toBeInTheDocument()
    expect(screen.getByLabelText('Søg')).toHaveValue('google')
    expect(screen.getByRole('button', { name: 'Trykket 1 gange' })).toBeInTheDocument()
  })

  it('presses a button again that could be used only once hydrated', async () => {
    await hydrateAfter(button('Send'))
    expect(screen.getByRole('button', { name: 'Trykket 10 gange' })).toBeInTheDocument()
  })

  it.each(['Menu', 'Accepter alle', 'Ikke mulig'])(
    'presses nothing again that did its work or cannot be used: "%s" (a popover button, a consent choice the head script stored, a button still disabled)',
    async (name) => {
      await hydrateAfter(button(name))
      expect(screen.getByRole('button', { name: 'Trykket 0 gange' })).toBeInTheDocument()
      expect(screen.getByText('Søger efter:')).toBeInTheDocument()
    },
  )
})

import { describe, expect, it, vi } from 'vitest'

/** The module afresh, as a page load gets it. */
const freshModule = async () => {
  vi.resetModules()
  return import('./islandRoots.ts')
}

describe('islands that hydrate as roots of their own', () => {
  it('are claimed until the page starts hydrating; from then on the page hydrates every island left', async () => {
    const roots = await freshModule()
    expect(roots.claimIsland('book')).toBe(true)
    roots.pageTakesOver()
    expect(roots.claimIsland('kort')).toBe(false)
    // The page's hydration keeps the markup of the one claimed before it, and hydrates the other.
    expect(roots.hasOwnRoot('book')).toBe(true)
    expect(roots.hasOwnRoot('kort')).toBe(false)
  })

  it("unmount before Vike's router renders another page, which then renders those sections as its own", async () => {
    const roots = await freshModule()
    const unmount = vi.fn()
    roots.claimIsland('book')
    roots.keepOwnRoot('book', { render: vi.fn(), unmount })
    // Claimed, its code still on the way: nothing to unmount yet, but the claim goes too.
    roots.claimIsland('skriv')
    roots.unmountOwnRoots()
    expect(unmount).toHaveBeenCalledOnce()
    expect(roots.hasOwnRoot('book')).toBe(false)
    expect(roots.hasOwnRoot('skriv')).toBe(false)
  })
})

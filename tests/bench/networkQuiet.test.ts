// @vitest-environment node
import { NetworkQuiet } from './networkQuiet.ts'

describe('NetworkQuiet', () => {
  it('counts quiet time from the end of the last request, and none while one is in flight', () => {
    const network = new NetworkQuiet(0)
    expect(network.quietFor(500)).toBe(500)
    network.started('a', 600)
    network.started('b', 650)
    expect(network.quietFor(2_000)).toBe(0)
    network.ended('a', 700)
    expect(network.quietFor(2_000)).toBe(0)
    expect(network.pending).toBe(1)
    network.ended('b', 900)
    expect(network.quietFor(2_900)).toBe(2_000)
  })

  it('takes a redirect (the same id again) as one request, and an unknown end as activity', () => {
    const network = new NetworkQuiet(0)
    network.started('a', 100)
    network.started('a', 200)
    network.ended('a', 300)
    expect(network.pending).toBe(0)
    network.ended('never started', 1_000)
    expect(network.quietFor(1_500)).toBe(500)
  })
})

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { liveMembers, spawnGroup, stopGroup } from '../processGroup.ts'

describe('processes started by tests', () => {
  it('are stopped with everything they started, as a launcher such as node_modules/.bin/deno starts the real program', async () => {
    // A launcher that starts a long-running child and ignores SIGTERM itself, as a careless shim might.
    const launcher = spawnGroup('bash', ['-c', "trap '' TERM; sleep 60 & wait"], { stdio: 'ignore' })
    await vi.waitFor(() => expect(liveMembers(launcher.pid!)).toHaveLength(2))
    await stopGroup(launcher, 'SIGTERM', 500)
    expect(liveMembers(launcher.pid!)).toEqual([])
  })
})

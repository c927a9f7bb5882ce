// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { spawnGroup, stopGroup } from '../processGroup.ts'

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

describe('processes started by tests', () => {
  it('are stopped with everything they started, as a launcher such as node_modules/.bin/deno starts the real program', async () => {
    // A launcher that starts a long-running child and ignores SIGTERM itself, as a careless shim might.
    const launcher = spawnGroup('bash', ['-c', "trap '' TERM; sleep 60 & wait"], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(groupAlive(launcher.pid!)).toBe(true)
    await stopGroup(launcher, 'SIGTERM', 500)
    expect(groupAlive(launcher.pid!)).toBe(false)
  })
})

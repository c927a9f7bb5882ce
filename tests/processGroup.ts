// Processes that tests start run in a process group of their own and are stopped as a group, so a
// program that starts another (node_modules/.bin/deno is a launcher for the real Deno binary, a
// server may fork) leaves nothing running after the tests.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Starts a program as the leader of a new process group. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true })
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // The group is already gone.
  }
}

/** Stops the whole group: `signal` first, then SIGKILL for whatever still runs after `graceMs`. */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<void> {
  if (child.pid === undefined) return
  signalGroup(child, signal)
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
  // Members that outlive the leader (a launcher's child) go too.
  signalGroup(child, 'SIGKILL')
}

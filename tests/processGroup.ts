// Processes that tests start run in a process group of their own and are stopped as a group, so a
// program that starts another (node_modules/.bin/deno is a launcher for the real Deno binary, a
// server may fork) leaves nothing running after the tests.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

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

/**
 * The processes of a group that still run (Linux's /proc; zombies, which hold nothing and wait only
 * to be reaped, do not count).
 */
export function liveMembers(group: number): number[] {
  const members: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (name) state ppid pgrp ...": the name may hold spaces, so read after its closing parenthesis.
      const [state, , pgrp] = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
      if (Number(pgrp) === group && state !== 'Z') members.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return members
}

/** Stops the whole group: `signal` first, then SIGKILL for whatever still runs after `graceMs`. */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<void> {
  if (child.pid === undefined) return
  signalGroup(child, signal)
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
  // Members that outlive the leader (a launcher's child) go too, and are waited for.
  signalGroup(child, 'SIGKILL')
  for (let waited = 0; liveMembers(child.pid).length > 0 && waited < graceMs; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))
}

/**
 * Runs a program to its end in a group of its own and returns what it printed; rejects when it
 * fails or is still running after `timeoutMs`, in which case the whole group is stopped first.
 */
export async function runGroup(command: string, args: readonly string[], options: SpawnOptions & { timeoutMs: number }): Promise<string> {
  const { timeoutMs, ...spawnOptions } = options
  const child = spawnGroup(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void stopGroup(child)
  }, timeoutMs)
  await exited(child)
  clearTimeout(timer)
  await stopGroup(child)
  if (timedOut) throw new Error(`${command} ${args.join(' ')}: still running after ${timeoutMs} ms, stopped\n${stderr}`)
  if (child.exitCode !== 0) throw new Error(`${command} ${args.join(' ')}: exit ${child.exitCode ?? child.signalCode}\n${stderr}`)
  return stdout
}

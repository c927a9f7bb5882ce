// @vitest-environment node
// The function deploys to a Deno edge runtime: its entry must type-check under Deno and its
// handler must behave the same there as under Node. Uses the `deno` binary from devDependencies.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const deno = (...args: string[]) =>
  execFileSync('node_modules/.bin/deno', args, { encoding: 'utf8', env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' }, timeout: 60_000 })

describe('secure-contact-form under Deno', () => {
  it('type-checks the deployable entry point', () => {
    expect(() => deno('check', '--quiet', 'supabase/functions/secure-contact-form/index.ts')).not.toThrow()
  })

  it('accepts, validates and answers preflight exactly as under Node', () => {
    const results = JSON.parse(deno('run', '--quiet', 'supabase/functions/_shared/contactHandler.deno-smoke.ts'))
    expect(results).toEqual({
      accepted: [200, { success: true, message: 'Your message has been sent successfully!' }],
      invalid: [
        400,
        'Validation failed: Name must be at least 2 characters long, Please enter a valid email address, Message must be at least 10 characters long',
      ],
      preflight: [204, 'POST, OPTIONS'],
      stored: ['Mette Hansen'],
    })
  })
})

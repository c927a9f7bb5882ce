// @vitest-environment node
// The function deploys to a Deno edge runtime: its entry must type-check under Deno and its
// handler must behave the same there as under Node. Uses the `deno` binary from devDependencies.
// node_modules/.bin/deno is a launcher that starts the real binary: it runs in a process group of
// its own, so a time-out stops both.
import { describe, expect, it } from 'vitest'
import { runGroup } from '../../../tests/processGroup.ts'

const deno = (...args: string[]) =>
  runGroup('node_modules/.bin/deno', args, { env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' }, timeoutMs: 60_000 })

describe('secure-contact-form under Deno', { timeout: 90_000 }, () => {
  it('type-checks the deployable entry point', async () => {
    await expect(deno('check', '--quiet', 'supabase/functions/secure-contact-form/index.ts')).resolves.toBeDefined()
  })

  it('accepts, validates and answers preflight exactly as under Node', async () => {
    const results = JSON.parse(await deno('run', '--quiet', 'supabase/functions/_shared/contactHandler.deno-smoke.ts'))
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

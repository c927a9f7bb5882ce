import { assign, fromPromise, setup } from 'xstate'
import { CONTENT_LIMITS, retryDelay } from '../team/contentSystem/constants.ts'
import type { DisplayTeamMember } from '../team/contentSystem/types.ts'
import { contentSystemMessages } from '../team/messages.ts'

/**
 * The built-in members followed by the fetched ones: the built-in people first, then the
 * content system's members (none whose slug a built-in member already has), and the recruiting
 * placeholder always last.
 */
export function withFetchedMembers(builtIn: DisplayTeamMember[], fetched: DisplayTeamMember[]): DisplayTeamMember[] {
  const taken = new Set(builtIn.map((member) => member.slug))
  return [
    ...builtIn.filter((member) => !member.isPlaceholder),
    ...fetched.filter((member) => !taken.has(member.slug)),
    ...builtIn.filter((member) => member.isPlaceholder),
  ]
}

/**
 * The team list (SPEC.md section 4): while loading only the built-in members are shown; once
 * loaded, the content system's members are added after the built-in people; on failure `error`
 * is set and only the built-in members remain. A failed fetch is retried 3 times, 1 s, 2 s and
 * 4 s after each failure (SPEC.md section 9), before it counts as failed. Still loading after
 * `CONTENT_LIMITS.slowNoticeMs`, `context.slow` turns true so the page can say it takes
 * longer than usual; the fetch and its retries go on.
 * The caller provides `fetchMembers` (the content-system client's `getTeamMembers`); with no
 * content system configured, do not start it at all (nothing may be requested):
 *
 *     teamListMachine.provide({ actors: { fetchMembers: fromPromise(() => client.getTeamMembers()) } })
 *     // input: { builtIn }; show context.members; snapshot.matches('loading') while it loads
 */
export const teamListMachine = setup({
  types: {
    context: {} as { builtIn: DisplayTeamMember[]; members: DisplayTeamMember[]; error: boolean; failures: number; slow: boolean },
    input: {} as { builtIn: DisplayTeamMember[] },
  },
  actors: {
    fetchMembers: fromPromise<DisplayTeamMember[]>(async () => {
      throw new Error('teamListMachine: provide fetchMembers')
    }),
  },
  actions: {
    showFetched: assign({ members: ({ context }, fetched: DisplayTeamMember[]) => withFetchedMembers(context.builtIn, fetched) }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    noticeSlow: assign({ slow: true }),
    flagError: assign({ error: true, members: ({ context }) => context.builtIn }),
    logFailure: ({ event }) => console.error(contentSystemMessages.membersFailed, (event as { error?: unknown }).error),
  },
  guards: {
    mayRetry: ({ context }) => context.failures < CONTENT_LIMITS.retries,
  },
  delays: {
    /** 1 s after the first failure, 2 s after the second, 4 s after the third (capped at 30 s). */
    RETRY_DELAY: ({ context }) => retryDelay(context.failures),
    /** Still loading after this long: `context.slow` turns true, and the retries go on. */
    SLOW_NOTICE: CONTENT_LIMITS.slowNoticeMs,
  },
}).createMachine({
  id: 'teamList',
  context: ({ input }) => ({ builtIn: input.builtIn, members: input.builtIn, error: false, failures: 0, slow: false }),
  initial: 'loading',
  states: {
    loading: {
      // Once, however many retries follow: loading has taken longer than usual.
      after: { SLOW_NOTICE: { actions: 'noticeSlow' } },
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchMembers',
            onDone: { target: '#teamList.loaded', actions: { type: 'showFetched', params: ({ event }) => event.output } },
            onError: [
              { guard: 'mayRetry', target: 'waitingToRetry', actions: 'countFailure' },
              { target: '#teamList.failed', actions: ['flagError', 'logFailure'] },
            ],
          },
        },
        waitingToRetry: {
          after: { RETRY_DELAY: { target: 'fetching' } },
        },
      },
    },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
})

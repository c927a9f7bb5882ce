import { assign, fromPromise, setup } from 'xstate'
import { CONTENT_LIMITS, retryDelay } from '../team/contentSystem/constants.ts'
import type { DisplayTeamMember } from '../team/contentSystem/types.ts'
import { contentSystemMessages } from '../team/messages.ts'

/**
 * A team member page rendered in the browser (SPEC.md section 4): `loading` (the skeleton),
 * then `found` with `context.member`, or `notFound` ("Teammedlem ikke fundet") when the fetch
 * still fails after 3 retries 1 s, 2 s and 4 s apart (SPEC.md section 9). Still loading after
 * `CONTENT_LIMITS.slowNoticeMs`, `context.slow` turns true so the page can say it takes
 * longer than usual; the fetch and its retries go on.
 * The caller provides `fetchMember` (the content-system client's `getTeamMember`), which
 * receives `{ slug }` as its input:
 *
 *     teamMemberMachine.provide({ actors: { fetchMember: fromPromise(({ input }: { input: { slug: string } }) => client.getTeamMember(input.slug)) } })
 */
export const teamMemberMachine = setup({
  types: {
    context: {} as { slug: string; member: DisplayTeamMember | null; failures: number; slow: boolean },
    input: {} as { slug: string },
  },
  actors: {
    fetchMember: fromPromise<DisplayTeamMember, { slug: string }>(async () => {
      throw new Error('teamMemberMachine: provide fetchMember')
    }),
  },
  actions: {
    keepMember: assign({ member: (_, member: DisplayTeamMember) => member }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    noticeSlow: assign({ slow: true }),
    logFailure: ({ event }) => console.error(contentSystemMessages.memberFailed, (event as { error?: unknown }).error),
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
  id: 'teamMember',
  context: ({ input }) => ({ slug: input.slug, member: null, failures: 0, slow: false }),
  initial: 'loading',
  states: {
    loading: {
      // Once, however many retries follow: loading has taken longer than usual.
      after: { SLOW_NOTICE: { actions: 'noticeSlow' } },
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchMember',
            input: ({ context }) => ({ slug: context.slug }),
            onDone: { target: '#teamMember.found', actions: { type: 'keepMember', params: ({ event }) => event.output } },
            onError: [
              { guard: 'mayRetry', target: 'waitingToRetry', actions: 'countFailure' },
              { target: '#teamMember.notFound', actions: 'logFailure' },
            ],
          },
        },
        waitingToRetry: {
          after: { RETRY_DELAY: { target: 'fetching' } },
        },
      },
    },
    found: { type: 'final' },
    notFound: { type: 'final' },
  },
})

import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { teamMemberMachine } from '../../machines/teamMember.ts'
import { applyLiveHead } from '../../head/liveHead.ts'
import { site } from '../../site/index.ts'
import { siteContentClient } from '../../team/contentClient.ts'
import type { DisplayTeamMember } from '../../team/displayMember.ts'
import { memberNotFoundHead, memberPageHead } from '../../team/memberHead.ts'
import { LookupView, type LookupState } from './ContentMemberShell.tsx'

const sameState = (a: LookupState, b: LookupState) => a.status === b.status && (a.status !== 'loading' || a.slow === (b as typeof a).slow)

/**
 * Looks a member up in the content system (teamMemberMachine): skeleton (with the way on once it
 * takes longer than usual), then the member or "not found", each state also given to `onState`. The shell's head is rewritten to the
 * member's own (title, description, canonical URL, sharing tags) once found, or to "not found".
 */
export default function ContentMemberLookup({ slug, onState }: { slug: string; onState: (state: LookupState) => void }) {
  const actor = useActorRef(
    teamMemberMachine.provide({
      actors: {
        fetchMember: fromPromise<DisplayTeamMember, { slug: string }>(async ({ input }) => {
          const client = siteContentClient()
          if (!client) throw new Error('No content system configured')
          return client.getTeamMember(input.slug)
        }),
      },
    }),
    { input: { slug } },
  )
  const state = useSelector(
    actor,
    (snapshot): LookupState => {
      if (snapshot.matches('found') && snapshot.context.member) return { status: 'found', member: snapshot.context.member }
      if (snapshot.matches('notFound')) return { status: 'notFound' }
      return { status: 'loading', slow: snapshot.context.slow }
    },
    sameState,
  )
  const member = state.status === 'found' ? state.member : undefined
  const notFound = state.status === 'notFound'
  useEffect(() => {
    if (member) applyLiveHead(memberPageHead(member, site))
    else if (notFound) applyLiveHead(memberNotFoundHead(site))
  }, [member, notFound])
  // The shell's live region says it.
  useEffect(() => onState(state), [onState, state])
  return <LookupView state={state} />
}

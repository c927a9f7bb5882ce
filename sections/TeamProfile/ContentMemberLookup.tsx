import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { teamMemberMachine } from '../../machines/teamMember.ts'
import { site } from '../../site/index.ts'
import { siteContentClient } from '../../teamMembers/contentClient.ts'
import type { DisplayTeamMember } from '../../teamMembers/displayMember.ts'
import { LookupView, type LookupState } from './ContentMemberShell.tsx'
import { useEffect } from 'react'

/** Looks a member up in the content system (teamMemberMachine): skeleton, then the member or "not found". */
export default function ContentMemberLookup({ slug }: { slug: string }) {
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
  const state = useSelector(actor, (snapshot): LookupState => {
    if (snapshot.matches('found') && snapshot.context.member) return { status: 'found', member: snapshot.context.member }
    if (snapshot.matches('notFound')) return { status: 'notFound' }
    return { status: 'loading' }
  }, (a, b) => a.status === b.status)
  const name = state.status === 'found' ? state.member.name : undefined
  useEffect(() => {
    if (name) document.title = `${name} | ${site.brand}`
  }, [name])
  return <LookupView state={state} />
}

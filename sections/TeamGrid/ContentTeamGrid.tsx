import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { teamListMachine } from '../../machines/teamList.ts'
import { messages } from '../../messages/index.ts'
import { siteContentClient } from '../../teamMembers/contentClient.ts'
import type { DisplayTeamMember } from '../../teamMembers/displayMember.ts'
import { TeamGridView, type TeamGridViewProps } from './TeamGridView.tsx'

export interface ContentTeamGridProps {
  /** The built-in display members, the recruiting placeholder last. */
  builtIn: DisplayTeamMember[]
  /** The recruiting card. */
  placeholder: TeamGridViewProps['placeholder']
}

/**
 * The grid with the content system's members appended once loaded (teamListMachine): while
 * loading, only the built-in members; on failure, only those, with the error flag set.
 */
export default function ContentTeamGrid({ builtIn, placeholder }: ContentTeamGridProps) {
  const actor = useActorRef(
    teamListMachine.provide({
      actors: {
        fetchMembers: fromPromise(async () => {
          const client = siteContentClient()
          if (!client) throw new Error('No content system configured')
          return client.getTeamMembers()
        }),
      },
    }),
    { input: { builtIn } },
  )
  const members = useSelector(actor, (snapshot) => snapshot.context.members)
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'))
  const failed = useSelector(actor, (snapshot) => snapshot.context.error)
  return (
    <>
      <TeamGridView members={members.filter((member) => !member.isPlaceholder)} placeholder={placeholder} loading={loading} />
      <p className="sr-only" role="status" data-team-list={loading ? 'loading' : failed ? 'failed' : 'loaded'}>
        {loading ? messages.team.loadingMore : ''}
      </p>
    </>
  )
}

import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { teamListMachine } from '../../machines/teamList.ts'
import { TeamWayOn } from '../../team/TeamWayOn/index.ts'
import { teamMessages } from '../../team/messages.ts'
import { siteContentClient } from '../../team/contentClient.ts'
import type { DisplayTeamMember } from '../../team/displayMember.ts'
import { TeamGridView, type TeamGridViewProps } from './TeamGridView.tsx'

export interface ContentTeamGridProps {
  /** The built-in display members, the recruiting placeholder last. */
  builtIn: DisplayTeamMember[]
  /** The recruiting card. */
  placeholder: TeamGridViewProps['placeholder']
}

/**
 * The grid with the content system's members appended once loaded (teamListMachine): while
 * loading, only the built-in members; on failure, only those, with the error flag set. Its live
 * region says "Henter flere kolleger …" to screen readers while loading and, once that takes
 * longer than usual, shows everyone a note that the team shown is the built-in one, with the
 * contact page as the way on.
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
  const slow = useSelector(actor, (snapshot) => snapshot.context.slow)
  return (
    <>
      <div role="status" data-team-list={loading ? 'loading' : failed ? 'failed' : 'loaded'} data-slow={(loading && slow) || undefined}>
        {loading && (slow ? <TeamWayOn text={teamMessages.slowList} showTeam={false} /> : <span className="sr-only">{teamMessages.loadingMore}</span>)}
      </div>
      <TeamGridView members={members.filter((member) => !member.isPlaceholder)} placeholder={placeholder} loading={loading} />
    </>
  )
}

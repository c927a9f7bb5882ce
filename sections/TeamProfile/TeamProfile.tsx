import { teamMessages } from '../../team/messages.ts'
import type { TeamProfileSection } from './schema.ts'
import { displayFromCollection } from '../../team/displayMember.ts'
import { ContentMemberShell } from './ContentMemberShell.tsx'
import { MemberProfile } from './MemberProfile.tsx'
import classes from './TeamProfile.module.css'

/** The link back to /team. */
export function BackLink() {
  return (
    <a className={classes.back} href="/team">
      <span aria-hidden="true">←</span>
      {teamMessages.backToTeam}
    </a>
  )
}

/**
 * /team/{slug}: a built-in member's profile, prerendered; without `member`, the client-side shell that
 * looks the slug in the address up in the content system.
 */
export default function TeamProfile({ member }: TeamProfileSection) {
  return (
    <div className={classes.root}>
      <BackLink />
      {member ? <MemberProfile member={displayFromCollection(member)} /> : <ContentMemberShell />}
    </div>
  )
}

import { ActionLink } from '../../components/Action/index.ts'
import { COPY_CONFIRMATION_MS } from '../../components/CopyButton/index.ts'
import { showCopyToast } from '../../components/CopyToast/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { TeamMemberCard } from '../../team/TeamMemberCard/index.ts'
import { teamMessages } from '../../team/messages.ts'
import type { TeamCardsSection } from './schema.ts'
import { displayFromCollection } from '../../team/displayMember.ts'
import classes from './TeamCards.module.css'

/** Copies an e-mail and shows the toast "Copied email" for 2 s (SPEC.md section 8). */
// The spec's own words, in English.
const copyToast = { message: teamMessages.copiedEmailToast, duration: COPY_CONFIRMATION_MS, lang: 'en' }
const showCopiedToast = () => void showCopyToast(copyToast)

/** The home page's team: a card per person, bios clamped to three lines. */
export default function TeamCards({ title, lead, members, more }: TeamCardsSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {members.map((item) => (
          <li key={item.id}>
            <TeamMemberCard member={displayFromCollection(item)} bioMode="clamp" onEmailCopied={showCopiedToast} />
          </li>
        ))}
      </ul>
      {more && (
        <p className={classes.more}>
          <ActionLink href={more.href} variant="outline">
            {more.label}
          </ActionLink>
        </p>
      )}
    </div>
  )
}

import { ActionLink } from '../../components/Action/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { TeamMemberCard } from '../../team/TeamMemberCard/index.ts'
import { teamMessages } from '../../team/messages.ts'
import type { TeamGridSection } from './schema.ts'
import type { DisplayTeamMember } from '../../team/displayMember.ts'
import classes from './TeamGrid.module.css'

type Placeholder = TeamGridSection['placeholder']

export interface TeamGridViewProps {
  /** The people, built-in first, then any from the content system. */
  members: readonly DisplayTeamMember[]
  /** The recruiting card, always last. */
  placeholder: Placeholder
  /** The content system's members are still loading. */
  loading?: boolean
}

/** The grid: 2, 3 or 5 columns by width, the recruiting card last. */
export function TeamGridView({ members, placeholder, loading = false }: TeamGridViewProps) {
  return (
    <ul className={classes.grid} aria-busy={loading || undefined}>
      {members.map((member) => (
        <li key={member.slug} className={classes.cell}>
          <TeamMemberCard member={member} bioMode="cut" />
        </li>
      ))}
      <li className={classes.cell}>
        <RecruitingCard placeholder={placeholder} />
      </li>
    </ul>
  )
}

/** "Er du vores næste holdkammerat?": no bio toggle, no contact links, a button to apply. */
function RecruitingCard({ placeholder }: { placeholder: Placeholder }) {
  return (
    <article className={classes.placeholder} data-placeholder="">
      {placeholder.image && (
        <MediaImage
          className={classes.placeholderImage}
          src={placeholder.image.src}
          alt={placeholder.image.alt}
          width={placeholder.image.width}
          height={placeholder.image.height}
          loading="lazy"
        />
      )}
      <div className={classes.placeholderBody}>
        <p className={classes.badge}>{teamMessages.placeholderBadge}</p>
        <h3 className={classes.placeholderTitle}>{placeholder.title}</h3>
        <p className={classes.placeholderText}>{placeholder.text}</p>
        <ActionLink href={placeholder.action.href} className={classes.placeholderAction}>
          {placeholder.action.label}
        </ActionLink>
      </div>
    </article>
  )
}

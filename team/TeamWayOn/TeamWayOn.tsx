import { ActionLink } from '../../components/Action/index.ts'
import { teamMessages } from '../messages.ts'
import classes from './TeamWayOn.module.css'

/** The team page: the built-in members are always there. */
export const TEAM_HREF = '/team'
/** The contact page. */
export const CONTACT_HREF = '/kontakt'

export interface TeamWayOnProps {
  /** Why the visitor is offered the way on (taking longer than usual, no JavaScript ...). */
  text: string
  /** Offer the team page too (not on the team page itself). */
  showTeam?: boolean
}

/**
 * A note for a team page that cannot show (yet) what it waits for from the content system:
 * why, and the way on: the team page with the built-in members and the contact page.
 */
export function TeamWayOn({ text, showTeam = true }: TeamWayOnProps) {
  const t = teamMessages
  return (
    <div className={classes.root} data-team-way-on="">
      <p className={classes.text}>{text}</p>
      <div className={classes.links}>
        {showTeam && (
          <ActionLink href={TEAM_HREF} variant="outline">
            {t.seeTeam}
          </ActionLink>
        )}
        <ActionLink href={CONTACT_HREF} variant="outline">
          {t.contactUs}
        </ActionLink>
      </div>
    </div>
  )
}

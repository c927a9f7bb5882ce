import { ActionLink } from '../../components/Action/index.ts'
import { ExpertiseTags } from '../../components/ExpertiseTags/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { TeamPortrait } from '../../team/TeamPortrait/index.ts'
import { teamMessages } from '../../team/messages.ts'
import type { OwnerCardsSection } from './schema.ts'
import classes from './OwnerCards.module.css'

/** The owners: portrait, name (linking to their page), role, bio and expertise; one call to action below. */
export default function OwnerCards({ title, lead, members, action }: OwnerCardsSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.list}>
        {members.map((member) => (
          <li key={member.id} className={classes.card}>
            <TeamPortrait image={member.image.src} name={member.name} className={classes.portrait} />
            <div className={classes.body}>
              <h3 className={classes.name}>
                <a href={`/team/${member.id}`}>{member.name}</a>
              </h3>
              <p className={classes.role}>{member.role}</p>
              <p className={classes.bio}>{member.bio}</p>
              <ExpertiseTags tags={member.expertise} label={`${teamMessages.expertise}: ${member.name}`} />
            </div>
          </li>
        ))}
      </ul>
      <div className={classes.action}>
        <ActionLink href={action.href} size="lg">
          {action.label}
        </ActionLink>
      </div>
    </div>
  )
}

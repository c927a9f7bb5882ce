import type { ContactIntroSection } from '../../schemas/sections/contactIntro.ts'
import classes from './ContactIntro.module.css'

/** The contact page's heading, lead and promise badges. */
export default function ContactIntro({ eyebrow, title, lead, badges }: ContactIntroSection) {
  return (
    <div className={classes.root}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.lead}>{lead}</p>
      <ul className={classes.badges}>
        {badges.map((badge) => (
          <li key={badge} className={classes.badge}>
            {badge}
          </li>
        ))}
      </ul>
    </div>
  )
}

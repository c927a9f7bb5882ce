import type { ContactIntroSection } from './schema.ts'
import PageIntro from '../PageIntro/PageIntro.tsx'
import classes from './ContactIntro.module.css'

/** The contact page's heading and lead (as every page intro) with its promise badges. */
export default function ContactIntro({ id, eyebrow, title, lead, badges }: ContactIntroSection) {
  return (
    <>
      <PageIntro id={id} type="pageIntro" eyebrow={eyebrow} title={title} lead={lead} />
      <ul className={classes.badges}>
        {badges.map((badge) => (
          <li key={badge} className={classes.badge}>
            {badge}
          </li>
        ))}
      </ul>
    </>
  )
}

import { ActionLinks } from '../../components/Action/index.ts'
import type { ServiceHeroSection } from './schema.ts'
import classes from './ServiceHero.module.css'

/** A content page's opening: badge, headline, lead, calls to action and short highlights. */
export default function ServiceHero({ badge, title, lead, actions, highlights }: ServiceHeroSection) {
  return (
    <div className={classes.root}>
      {badge && <p className={classes.badge}>{badge}</p>}
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.lead}>{lead}</p>
      <ActionLinks actions={actions} />
      {highlights && (
        <ul className={classes.highlights}>
          {highlights.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

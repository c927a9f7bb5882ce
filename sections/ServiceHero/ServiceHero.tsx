import { ActionLink } from '../../components/Action/index.ts'
import type { ServiceHeroSection } from '../../schemas/sections/serviceHero.ts'
import classes from './ServiceHero.module.css'

/** A content page's opening: badge, headline, lead, calls to action and short highlights. */
export default function ServiceHero({ badge, title, lead, actions, highlights }: ServiceHeroSection) {
  return (
    <div className={classes.root}>
      {badge && <p className={classes.badge}>{badge}</p>}
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.lead}>{lead}</p>
      <div className={classes.actions}>
        {actions.map((action, index) => (
          <ActionLink key={action.href + action.label} href={action.href} size="lg" variant={index === 0 ? 'filled' : 'outline'}>
            {action.label}
          </ActionLink>
        ))}
      </div>
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

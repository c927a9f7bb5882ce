import { Icon } from '../../components/Icon/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { CardGridSection } from './schema.ts'
import classes from './CardGrid.module.css'

/** A grid of cards: icon or headline figure, title, description and optional facts. */
export default function CardGrid({ title, lead, cards }: CardGridSection) {
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid} data-count={cards.length}>
        {cards.map((card) => (
          <li key={card.title} className={classes.card}>
            {card.icon && <Icon name={card.icon} size={28} className={classes.icon} />}
            {card.figure && (
              <p className={classes.figure}>
                <span className={classes.figureValue}>{card.figure.value}</span> {card.figure.label}
              </p>
            )}
            <h3 className={classes.title}>{card.title}</h3>
            <p className={classes.description}>{card.description}</p>
            {card.facts && (
              <ul className={classes.facts}>
                {card.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

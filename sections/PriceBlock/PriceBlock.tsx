import { ActionLink } from '../../components/Action/index.ts'
import { serviceMessages } from '../serviceMessages.ts'
import type { PriceBlockSection } from './schema.ts'
import { formatPrice } from './formatPrice.ts'
import classes from './PriceBlock.module.css'

/** The price (or how the service is priced), what it includes, delivery promises and a call to action. */
export default function PriceBlock({ id, title, price, priceText, description, includes, promises, action }: PriceBlockSection) {
  const headingId = `${id}-title`
  return (
    <div className={classes.root}>
      <div className={classes.summary}>
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
        <p className={classes.price}>{price ? formatPrice(price) : priceText}</p>
        <p className={classes.description}>{description}</p>
        <ActionLink href={action.href} size="lg">
          {action.label}
        </ActionLink>
      </div>
      <div className={classes.details}>
        <h3 className={classes.subtitle}>{serviceMessages.includesTitle}</h3>
        <ul className={classes.includes}>
          {includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {promises && (
          <>
            <h3 className={classes.subtitle}>{serviceMessages.promisesTitle}</h3>
            <dl className={classes.promises}>
              {promises.map((promise) => (
                <div key={promise.label} className={classes.promise}>
                  <dt>{promise.label}</dt>
                  <dd>{promise.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </div>
  )
}

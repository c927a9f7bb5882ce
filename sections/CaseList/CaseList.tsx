import { ActionLink } from '../../components/Action/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../messages/index.ts'
import type { CaseListSection } from './schema.ts'
import classes from './CaseList.module.css'

/** How many services and results each overview card shows (SPEC.md section 9). */
export const LIST_CARD_SERVICES = 2
export const LIST_CARD_RESULTS = 2

/** The cases overview: a grid of cards, each leading to its case page. Static. */
export default function CaseList({ title, lead, cases }: CaseListSection) {
  const t = messages.cases
  return (
    <div>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {cases.map((item, index) => {
          const hidden = item.services.length - LIST_CARD_SERVICES
          return (
            <li key={item.id} className={classes.card} data-case={item.id}>
              <MediaImage
                className={classes.image}
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading={index < 2 ? undefined : 'lazy'}
                decoding="async"
              />
              <div className={classes.body}>
                <p className={classes.industry}>{item.industry}</p>
                <h3 className={classes.title}>{item.title}</h3>
                <p className={classes.company}>{item.company}</p>
                <ul className={classes.services} aria-label={t.servicesLabel}>
                  {item.services.slice(0, LIST_CARD_SERVICES).map((service) => (
                    <li key={service} className={classes.tag}>
                      {service}
                    </li>
                  ))}
                  {hidden > 0 && <li className={classes.more}>{t.moreServices(hidden)}</li>}
                </ul>
                <ul className={classes.results} aria-label={t.metricsLabel}>
                  {item.results.slice(0, LIST_CARD_RESULTS).map((result) => (
                    <li key={result}>{result}</li>
                  ))}
                </ul>
                <ActionLink className={classes.action} href={`/cases/${item.id}`} variant="outline" aria-label={t.readCase + t.readCaseSuffix(item.company)}>
                  {t.readCase}
                </ActionLink>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

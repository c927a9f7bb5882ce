import { ActionLink } from '../../components/Action/index.ts'
import { CaseCard, caseCardTags } from '../../components/CaseCard/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { caseMessages } from '../caseMessages.ts'
import type { CaseListSection } from './schema.ts'
import classes from './CaseList.module.css'

/** How many services and results each overview card shows (SPEC.md section 9). */
export const LIST_CARD_SERVICES = 2
export const LIST_CARD_RESULTS = 2

/** The cases overview: a grid of cards, each leading to its case page. Static. */
export default function CaseList({ title, lead, cases }: CaseListSection) {
  const t = caseMessages
  return (
    <div>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {cases.map((item, index) => {
          const hidden = item.services.length - LIST_CARD_SERVICES
          return (
            <CaseCard
              key={item.id}
              as="li"
              caseId={item.id}
              item={item}
              imageAlt={item.image.alt}
              imageLoading={index < 2 ? undefined : 'lazy'}
              title={item.title}
            >
              <ul className={caseCardTags.list} aria-label={t.servicesLabel}>
                {item.services.slice(0, LIST_CARD_SERVICES).map((service) => (
                  <li key={service} className={caseCardTags.tag}>
                    {service}
                  </li>
                ))}
                {hidden > 0 && <li className={`${caseCardTags.tag} ${classes.more}`}>{t.moreServices(hidden)}</li>}
              </ul>
              <ul className={classes.results} aria-label={t.metricsLabel}>
                {item.results.slice(0, LIST_CARD_RESULTS).map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
              <ActionLink className={classes.action} href={`/cases/${item.id}`} variant="outline" aria-label={t.readCase + t.readCaseSuffix(item.company)}>
                {t.readCase}
              </ActionLink>
            </CaseCard>
          )
        })}
      </ul>
    </div>
  )
}

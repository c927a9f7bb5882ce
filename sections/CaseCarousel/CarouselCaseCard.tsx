import { CaseCard, caseCardTags } from '../../components/CaseCard/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { caseMessages } from '../caseMessages.ts'
import { CARD_TAGS, cardMetrics, type CaseCardItem } from './caseCards.ts'
import classes from './CaseCarousel.module.css'

export interface CarouselCaseCardProps {
  /** The case. */
  item: CaseCardItem
  /** Whether all its service tags show. */
  expanded: boolean
  /** Shows all tags or only the first three again. */
  onToggle: () => void
}

/** One case in the home carousel: image, industry, title linking to the case, two metrics, three tags. */
export function CarouselCaseCard({ item, expanded, onToggle }: CarouselCaseCardProps) {
  const t = caseMessages
  const hidden = item.services.length - CARD_TAGS
  const tags = expanded ? item.services : item.services.slice(0, CARD_TAGS)
  const tagsId = `case-tags-${item.id}`
  const title = (
    <a className={classes.link} href={`/cases/${item.id}`}>
      {item.title}
    </a>
  )
  return (
    <CaseCard item={item} className={classes.card} imageAlt="" imageLoading="lazy" title={title}>
      <dl className={classes.metrics}>
        {cardMetrics(item).map(({ key, value }) => (
          <div key={key} className={classes.metric}>
            <dt>{t.metricLabels[key]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul id={tagsId} className={caseCardTags.list} aria-label={t.servicesLabel}>
        {tags.map((service) => (
          <li key={service} className={caseCardTags.tag}>
            {service}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          {...needsScript}
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={tagsId}
          onClick={onToggle}
          lang={t.toggleLang}
        >
          {expanded ? t.showLess : t.moreTags(hidden)}
        </button>
      )}
    </CaseCard>
  )
}

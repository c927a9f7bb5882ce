import { site } from '../../site/index.ts'
import type { MapEmbedSection } from '../../schemas/sections/mapEmbed.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import classes from './MapEmbed.module.css'

/** "Find os her": the office on an embedded map, loaded only when the visitor scrolls near it. */
export default function MapEmbed({ title, lead, frameTitle }: MapEmbedSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.frame}>
        <iframe title={frameTitle} src={site.mapEmbedUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width="1200" height="450" />
      </div>
    </div>
  )
}

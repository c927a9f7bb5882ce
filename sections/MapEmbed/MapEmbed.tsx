import { useAllowed } from '../../consent/consentStore.ts'
import { ConsentPlaceholder } from '../../consent/ConsentPlaceholder/index.ts'
import { consentMessages } from '../../consent/messages.ts'
import { site } from '../../site/index.ts'
import type { MapEmbedSection } from './schema.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import classes from './MapEmbed.module.css'

/**
 * "Find os her": the office on an embedded map. The map's provider sets cookies, so until the visitor
 * allows the purpose it needs, a placeholder asks instead and links to the address on the provider's
 * own site; withdrawing consent removes the map at once.
 */
export default function MapEmbed({ title, lead, frameTitle }: MapEmbedSection) {
  const t = consentMessages.embeds.map
  const { provider } = site.consent.embeds.map
  const allowed = useAllowed(site.consent.embeds.map.purpose)
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      {/* Focus comes here once the visitor allows the map (the consent head script moves it from the placeholder's button, which goes). */}
      <div className={classes.frame} tabIndex={-1}>
        {allowed ? (
          <iframe title={frameTitle} src={site.mapEmbedUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width="1200" height="450" />
        ) : (
          <ConsentPlaceholder embed="map" pending={<p className={classes.loading}>{t.loading}</p>}>
            <noscript>
              <p className={classes.loading}>{t.noScript}</p>
            </noscript>
            <a href={site.mapLinkUrl} rel="noopener">
              {t.openMap.replace('{provider}', provider)}
            </a>
          </ConsentPlaceholder>
        )}
      </div>
    </div>
  )
}

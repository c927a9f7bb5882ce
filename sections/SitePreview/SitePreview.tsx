import { ActionLink } from '../../components/Action/index.ts'
import { BrowserPreview } from '../../components/BrowserPreview/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../site/messages.ts'
import { caseMessages } from '../caseMessages.ts'
import type { SitePreviewSection } from './schema.ts'
import classes from './SitePreview.module.css'

/**
 * A client's website in a tall browser-style frame (components/BrowserPreview): its screenshot or a
 * card with its name first, the live site, at its own size and scrollable, when the visitor presses
 * "Vis live". A note under the frame says what to do if the live site stays empty or shows an error
 * (a cross-origin frame's failure cannot be detected), next to the link to the site.
 */
export default function SitePreview({ title, lead, website, visitLabel }: SitePreviewSection) {
  const t = caseMessages
  return (
    <div>
      <SectionHeading title={title} lead={lead} />
      <BrowserPreview url={website.url} name={website.client.name} screenshot={website.screenshot} live={website.previewType === 'iframe'} size="full" />
      <p className={classes.fallback}>{t.previewFallback}</p>
      <p className={classes.visit}>
        <ActionLink href={website.url} target="_blank" rel="noopener noreferrer" variant="outline">
          {visitLabel}
          <span className="sr-only"> {messages.shell.newTab}</span>
          <span aria-hidden="true"> ↗</span>
        </ActionLink>
      </p>
    </div>
  )
}

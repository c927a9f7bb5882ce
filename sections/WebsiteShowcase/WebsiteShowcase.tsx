import { ActionLink } from '../../components/Action/index.ts'
import { BrowserPreview } from '../../components/BrowserPreview/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../site/messages.ts'
import { websiteMessages } from './messages.ts'
import type { WebsiteShowcaseSection } from './schema.ts'
import classes from './WebsiteShowcase.module.css'

type Website = WebsiteShowcaseSection['websites'][number]

/**
 * Websites the agency built, each in a browser-style frame showing its screenshot, or a card with its
 * name and address; a site with previewType "iframe" loads live, scaled down, only when the visitor
 * presses "Vis live" (components/BrowserPreview). Interactive only for that toggle.
 */
export default function WebsiteShowcase({ title, lead, websites }: WebsiteShowcaseSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {websites.map((website) => (
          <li key={website.id} className={classes.item}>
            <Showcase website={website} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function Showcase({ website }: { website: Website }) {
  const t = websiteMessages
  const name = website.client.name
  return (
    <article className={classes.card}>
      <BrowserPreview url={website.url} name={name} screenshot={website.screenshot} live={website.previewType === 'iframe'} size="thumbnail" />
      <div className={classes.body}>
        <h3 className={classes.title}>{name}</h3>
        <p className={classes.description}>{website.description}</p>
        <ActionLink href={website.url} target="_blank" rel="noopener noreferrer" variant="outline">
          {t.visit}{' '}
          <span className="sr-only">
            {name} {messages.shell.newTab}
          </span>
        </ActionLink>
      </div>
    </article>
  )
}

import { useRef, type FocusEvent } from 'react'
import { messages } from '../../site/messages.ts'
import { closePopover } from './popover.ts'
import classes from './SiteHeader.module.css'

export interface ServicesMenuProps {
  /** Text of the toggle button. */
  label: string
  /** The services overview page, listed first. */
  overviewHref: string
  /** One link per service page. */
  links: { label: string; href: string }[]
  /** The current path, to mark the current page. */
  currentPath: string
}

/** The dropdown's id: the header has one services menu. */
const listId = 'services-menu'

/**
 * The services dropdown: a button and a native popover list of links, so it opens and closes
 * before any script runs (the browser closes it on a click outside and on Escape, which returns
 * focus to the button). Once hydrated it also closes when a link is chosen or focus leaves it.
 * The button carries no `aria-expanded`: HTML forbids it beside `popovertarget`, because the browser
 * already announces a popover button as expanded or collapsed from its popover's state.
 */
export function ServicesMenu({ label, overviewHref, links, currentPath }: ServicesMenuProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const current = (href: string) => (href === currentPath ? 'page' : undefined)
  const close = () => closePopover(listRef.current)

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }

  return (
    <div className={classes.menu} onBlur={onBlur}>
      <button type="button" className={`${classes.link} ${classes.servicesButton}`} popoverTarget={listId} aria-controls={listId}>
        {label}
        <span className={classes.chevron} aria-hidden="true" />
      </button>
      <ul ref={listRef} id={listId} popover="auto" className={classes.dropdown}>
        {[{ label: messages.shell.servicesOverview, href: overviewHref }, ...links].map((link) => (
          <li key={link.href}>
            <a className={classes.dropdownLink} href={link.href} aria-current={current(link.href)} onClick={close}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

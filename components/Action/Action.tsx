import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import classes from './Action.module.css'

interface ActionStyle {
  /** Filled (the main action) or outline (a secondary one). */
  variant?: 'filled' | 'outline'
  /** Height and padding. */
  size?: 'md' | 'lg'
}

/** A link that looks like a button: every call to action on the site. Plain HTML, no runtime cost. */
export function ActionLink({ variant = 'filled', size = 'md', className, ...props }: ActionStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} className={[classes.root, className].filter(Boolean).join(' ')} data-variant={variant} data-size={size} />
}

/** A button with the same look as ActionLink, for actions that stay on the page. */
export function ActionButton({ variant = 'filled', size = 'md', className, type = 'button', ...props }: ActionStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} type={type} className={[classes.root, className].filter(Boolean).join(' ')} data-variant={variant} data-size={size} />
}

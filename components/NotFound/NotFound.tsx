import { useEffect } from 'react'
import { messages } from '../../site/messages.ts'
import classes from './NotFound.module.css'

/** The not-found page: "404", the message and a way home. Logs the unknown path for debugging. */
export function NotFound() {
  const text = messages.notFound
  useEffect(() => {
    console.warn(text.log, window.location.pathname)
  }, [text.log])
  return (
    <div className={classes.root}>
      <p className={classes.code}>{text.code}</p>
      {/* SPEC.md fixes these two texts in English ("Oops! Page not found", "Return to Home"): marked so for a screen reader's voice. */}
      <h1 className={classes.title} lang="en">
        {text.title}
      </h1>
      <a className={classes.link} href="/" lang="en">
        {text.homeLink}
      </a>
    </div>
  )
}

import { MediaImage } from '../../components/MediaImage/index.ts'
import { caseMessages } from '../caseMessages.ts'
import type { CaseGallerySection } from './schema.ts'
import classes from './CaseGallery.module.css'

/**
 * A row of captioned images that scrolls natively: by touch, trackpad, or with the arrow keys once
 * the row has focus. Screen readers get a labelled list of figures. Static.
 */
export default function CaseGallery({ id, title, lead, images }: CaseGallerySection) {
  const headingId = `${id}-title`
  const hintId = `${id}-hint`
  return (
    <div>
      <h2 id={headingId} className={classes.title}>
        {title}
      </h2>
      {lead && <p className={classes.lead}>{lead}</p>}
      <p id={hintId} className={classes.hint}>
        {caseMessages.galleryHint}
      </p>
      <div className={classes.scroller} role="region" aria-labelledby={headingId} aria-describedby={hintId} tabIndex={0}>
        <ul className={classes.list}>
          {images.map(({ image, caption }) => (
            <li key={image.src} className={classes.item}>
              <figure className={classes.figure}>
                <MediaImage
                  className={classes.image}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption className={classes.caption}>{caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

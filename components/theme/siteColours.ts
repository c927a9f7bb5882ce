/**
 * The site's colours and shadows beyond Mantine's theme (theme.ts): the one place they are written.
 * Stylesheets read them as variables, `color: var(--text-secondary)`, and the build writes each
 * value in place of its variable (colourValues.ts), so no page carries their definitions: nothing
 * changes them at run time.
 */
export const siteColours = {
  'text-color': '#161a24',
  'text-secondary': '#2f3545',
  'text-muted': '#4a5163',
  'text-subtle': '#5c6377',
  /** The hairline of cards, rules and table cells; a stronger one for outlined controls and cards. */
  'border-color': '#e3e7f0',
  'border-strong': '#c9d1e3',
  /** Form fields' borders: 3:1 against white, as WCAG asks of a control's outline. */
  'border-control': '#8a93a8',
  'surface-muted': '#f4f6fb',
  /** Where an image or a frame will be (and the skeleton's shimmer). */
  'surface-placeholder': '#eceff5',
  /** The footer and video frames, and what is written on them. */
  'surface-dark': '#10142a',
  'on-dark': '#e6e9f2',
  'on-dark-muted': '#c3c8d8',
  'on-dark-rule': '#2b3150',
  'success-color': '#1d6b3a',
  'success-surface': '#eef8f1',
  'success-text': '#134a28',
  'error-color': '#b3261e',
  'error-text': '#8f1d1d',
  /** The stars of a rating. */
  'rating-color': '#8a5a00',
  /** The three dots of a drawn browser window. */
  'window-dot-close': '#e5605a',
  'window-dot-minimise': '#e6b13e',
  'window-dot-zoom': '#55b65c',
  'shadow-control': '0 2px 8px rgb(0 0 0 / 15%)',
  'shadow-card': '0 6px 18px rgb(18 65 176 / 10%)',
  'shadow-popover': '0 12px 32px rgb(16 20 42 / 14%)',
  'shadow-float': '0 1.25rem 2.5rem -1.25rem rgb(13 19 48 / 45%)',
  /** Cast upwards, by what is fixed to the bottom of the window. */
  'shadow-up': '0 -0.5rem 1.5rem rgb(16 24 40 / 12%)',
} as const

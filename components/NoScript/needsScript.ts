/**
 * Marks a control that only works with JavaScript (a copy button, a form's send button, a
 * loading note). Without JavaScript the page hides it (`hiddenWithoutScriptCss`, in a
 * `<noscript>` in every page's head) so nothing on the page looks usable and is not;
 * a `<noscript>` next to it says what to do instead.
 */
export const needsScript = { 'data-needs-script': '' } as const

/** The rule pages/+Head.tsx puts in a `<noscript>`: it only applies when scripts are off. */
export const hiddenWithoutScriptCss = '[data-needs-script]{display:none!important}'

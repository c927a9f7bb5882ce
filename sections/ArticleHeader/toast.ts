/** How long the "URL kopieret" toast stays on screen, in ms (a plain module, so a browser test can read it too). */
export const TOAST_MS = 3000

// The not-found page's content as an island (islands/): once it hydrates it logs the
// unknown path to the console, as the spec asks of the not-found page.
export { NotFound as default } from './NotFound.tsx'

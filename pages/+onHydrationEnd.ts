import { replayEarlyInput } from '../renderer/earlyInput.ts'

// The page is interactive: tests (and any script) can wait for `html[data-hydrated]`, and the
// `hydrated` performance mark gives `npm run bench` the exact moment. What the visitor typed or
// pressed before reaches the page's code now (renderer/earlyInput.ts).
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  replayEarlyInput(document.getElementById('root') ?? document)
}

// @ts-check
// Starts the page's JavaScript after the first frame is painted, so hydration never delays
// the content. The build (build/optimizeHtml.ts) lists the entry and its modules on this tag.
// Plain JavaScript served as it is (no build step); `npm run typecheck` checks it (tsconfig includes it).

/** @type {HTMLScriptElement | null} */
const tag = document.querySelector('script[data-entry]')

/** @returns {Promise<void>} resolves in the next task, so the browser can paint and handle input in between */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Fetches every module in parallel (one DOM change), then evaluates them one task at a time,
 * so no single task blocks input for long. A module that fails to load only ends this staging:
 * the page then starts as it would without this script, by importing its entry, which loads
 * whatever it still needs itself.
 * @param {string} entry the page's Vike entry
 * @param {string[]} modules the modules the entry needs, shared chunks first
 */
async function start(entry, modules) {
  const preloads = document.createDocumentFragment()
  for (const href of modules) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    preloads.append(link)
  }
  document.head.append(preloads)
  for (const href of modules) {
    await nextTask()
    try {
      await import(href)
    } catch (error) {
      console.warn(`boot: could not load ${href}; starting the page from its entry instead`, error)
      break
    }
  }
  await nextTask()
  try {
    await import(entry)
  } catch (error) {
    // The prerendered page stays usable as plain HTML.
    console.error(`boot: could not start the page (${entry})`, error)
  }
}

const entry = tag?.dataset.entry
if (entry) {
  const modules = (tag?.dataset.modules ?? '').split(' ').filter(Boolean)
  requestAnimationFrame(() => setTimeout(() => start(entry, modules), 0))
}

// Alt+T moves focus to the toasts (the region components/CopyToast/ToastHost.tsx adds with the
// first toast), as the original site's toaster does: a few bytes here, no framework code.
document.addEventListener('keydown', (event) => {
  if (!event.altKey || event.code !== 'KeyT') return
  const region = document.querySelector('[data-toast-host]')
  if (region instanceof HTMLElement) region.focus()
})

// A module (the page loads it with type="module"); the export lets tests import it too.
export {}

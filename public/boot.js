// Starts the page's JavaScript after the first frame is painted, so hydration never delays
// the content. The build (build/optimizeHtml.ts) lists the entry and its modules on this tag.
const tag = document.querySelector('script[data-entry]')
const modules = (tag?.dataset.modules ?? '').split(' ').filter(Boolean)
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function start() {
  // Fetch every module in parallel (one DOM change), then evaluate them one task at a time,
  // so no single task blocks input for long.
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
    await import(href)
  }
  await nextTask()
  await import(tag.dataset.entry)
}

if (tag) requestAnimationFrame(() => setTimeout(start, 0))

let added: Promise<void> | undefined

/**
 * Adds the page's whole stylesheets (the boot script's tag lists them in data-css), for the states the
 * prerendered HTML never shows, in the order of the inlined rules; once per page, when the first island
 * starts. They load for no medium and are switched on together once all have arrived: a frame with
 * only some of them could show a component's own rules above a section's that restyle it. If one
 * fails, none is switched on and the page keeps its inlined rules.
 */
export function addWholeStylesheets(): Promise<void> {
  added ??= (async () => {
    const hrefs = document.querySelector('script[data-entry]')?.getAttribute('data-css')?.split(' ').filter(Boolean) ?? []
    const links = hrefs.map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href, media: 'not all', crossOrigin: '' }))
    document.head.append(...links)
    const loaded = await Promise.all(
      links.map((link) => new Promise<boolean>((resolve) => Object.assign(link, { onload: () => resolve(true), onerror: () => resolve(false) }))),
    )
    const allLoaded = loaded.every(Boolean)
    for (const link of links) {
      if (allLoaded) link.media = 'all'
      else link.remove()
    }
  })()
  return added
}

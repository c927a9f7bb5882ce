// The module content/vitePluginSite.ts writes at build time.
declare module 'virtual:site' {
  export const site: import('./browserSite.ts').BrowserSite
}

declare module 'virtual:consent-purposes' {
  export const consentPurposes: import('./browserSite.ts').BrowserConsentPurpose[]
}

/** Whether a measurement tag is configured (a build-time constant: content/vitePluginSite.ts). */
declare const __MEASURES__: boolean

/** Where real visitors' speed is sent (consent/measurement/webVitalsConfig.ts); null when the build does not measure it (a build-time constant: content/vitePluginSite.ts). */
declare const __WEB_VITALS_ENDPOINT__: string | null

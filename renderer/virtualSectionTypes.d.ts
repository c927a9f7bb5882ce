// The module renderer/vitePluginSite.ts writes at build time: each page's section types by route.
declare module 'virtual:section-types' {
  export const sectionTypesByRoute: Partial<Record<string, import('../sections/types.ts').SectionType[]>>
}

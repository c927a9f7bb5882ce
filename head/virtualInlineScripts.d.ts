// The scripts pages inline, bundled by the build (head/vitePluginInlineScripts.ts).
declare module 'virtual:inline-scripts' {
  export const inlineScripts: import('./inlineScripts.ts').InlineScripts
}

/** Section type → the module the registry loads it from, by the folder convention "sections/<Type>/index.ts". */
export function sectionModulePath(type: string): string {
  return `sections/${type[0]?.toUpperCase()}${type.slice(1)}/index.ts`
}

/**
 * The props an island may have: what JSON carries unchanged through the page (`data-props`) to the
 * browser, which renders the island with them again. Strings, finite numbers, booleans, null, and
 * arrays and objects of those; an object's field may be left out (optional, as the section schemas
 * make many). A Date (it would arrive as a string), a function, a Map or a class instance with methods
 * is refused where the island is rendered, by the type checker.
 */
export type JsonProps<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly JsonProps<Item>[]
      : T extends object
        ? { [Key in keyof T]: JsonProps<T[Key]> }
        : never

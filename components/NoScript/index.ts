export { hiddenWithoutScriptCss, needsScript } from './needsScript.ts'

export { default } from './ArticleHeader.tsx'

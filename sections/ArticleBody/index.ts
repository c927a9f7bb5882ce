export { default } from './ArticleBody.tsx'

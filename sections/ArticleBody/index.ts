import type { SectionComponent } from '../types.ts'
import ArticleBody from './ArticleBody.tsx'

export default ArticleBody satisfies SectionComponent<'articleBody'>

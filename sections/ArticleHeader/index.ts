import type { SectionComponent } from '../types.ts'
import ArticleHeader from './ArticleHeader.tsx'

export default ArticleHeader satisfies SectionComponent<'articleHeader'>

import type { SectionComponent } from '../types.ts'
import BlogList from './BlogList.tsx'

export default BlogList satisfies SectionComponent<'blogList'>

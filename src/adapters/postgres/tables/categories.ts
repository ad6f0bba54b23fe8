import type { ColumnType } from 'kysely'
import type { CategoryKind } from '../../../domain/categories/category.js'

export interface CategoriesTable {
  id: string
  user_id: string
  name: string
  parent_id: string | null
  kind: ColumnType<CategoryKind, string, string>
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface CategoryTables {
  categories: CategoriesTable
}

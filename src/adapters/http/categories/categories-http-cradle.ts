import type { CreateCategory } from '../../../application/use-cases/categories/create-category.js'
import type { DeleteCategory } from '../../../application/use-cases/categories/delete-category.js'
import type { ReadCategories } from '../../../application/use-cases/categories/read-categories.js'
import type { UpdateCategory } from '../../../application/use-cases/categories/update-category.js'

/** What the category routes need. */
export interface CategoriesHttpCradle {
  readCategories: ReadCategories
  createCategory: CreateCategory
  updateCategory: UpdateCategory
  deleteCategory: DeleteCategory
}

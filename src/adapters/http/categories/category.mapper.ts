import type { Category, CategoryDraft } from '../../../domain/categories/category.js'
import type { NewCategory } from '../../../application/use-cases/categories/create-category.js'
import { presentFields } from '../present-fields.js'
import type { CategoryDraftBody, CategoryPatchBody } from './category-schemas.js'

/** Every mapping of a category between the wire (snake_case) and the domain. */
export const categoryMapper = {
  toNew(body: CategoryDraftBody): NewCategory {
    return { name: body.name, parentId: body.parent_id ?? null, ...(body.kind ? { kind: body.kind } : {}) }
  },

  /** PATCH: the fields it changes; `parent_id: null` makes the category top-level. */
  toPatch(body: CategoryPatchBody): Partial<CategoryDraft> {
    return presentFields({ name: body.name, parentId: body.parent_id, kind: body.kind })
  },

  toWire(c: Category) {
    return {
      id: c.id,
      name: c.name,
      parent_id: c.parentId,
      kind: c.kind,
      created_at: c.createdAt.toISOString(),
    }
  },
}

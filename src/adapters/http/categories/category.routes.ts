import type { ApiRouter } from '../api-router.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { routeGetOwnedItem } from '../owned-item-routes.js'
import type { CategoriesHttpCradle } from './categories-http-cradle.js'
import { categoryDeleteQuery, categoryDraftBody, categoryOut, categoryPatchBody } from './category-schemas.js'
import { categoryMapper } from './category.mapper.js'

const tag = 'categories'
const NAME_TAKEN = { description: 'category_name_taken: you have a category with this name (ignoring case)' }
const BAD_PARENT = {
  description: 'validation_failed: a bad field, or a parent that is not yours or would make two levels',
}

/** The user's categories (docs/categories.md "Categories"). */
export function categoryRoutes(api: ApiRouter, deps: CategoriesHttpCradle): void {
  const { readCategories, createCategory, updateCategory, deleteCategory } = deps

  api.route(
    {
      method: 'get',
      path: '/categories',
      operationId: 'listCategories',
      tag,
      access: 'user',
      summary: 'Your categories, parents first, by name',
      description:
        'The first use makes your starting set: the defaults and every category name already on your transactions.',
      responses: { 200: { description: 'the categories', schema: categoryOut.array() } },
    },
    async (ctx, { userId }) => {
      ctx.body = (await readCategories.list(userId)).map((c) => categoryMapper.toWire(c))
    },
  )

  api.route(
    {
      method: 'post',
      path: '/categories',
      operationId: 'createCategory',
      tag,
      access: 'user',
      summary: 'Add a category',
      body: categoryDraftBody,
      responses: {
        201: { description: 'the category', schema: categoryOut, headers: ['Location'] },
        409: NAME_TAKEN,
        422: BAD_PARENT,
      },
    },
    async (ctx, { body, userId }) => {
      const category = await createCategory.execute(userId, categoryMapper.toNew(body))
      ctx.status = 201
      ctx.set('Location', `/categories/${category.id}`)
      ctx.body = categoryMapper.toWire(category)
    },
  )

  routeGetOwnedItem(api, {
    path: '/categories/:id',
    operationId: 'getCategory',
    tag,
    noun: 'category',
    summary: 'A category',
    response: { description: 'the category', schema: categoryOut },
    read: (userId, id) => readCategories.get(userId, id),
    toWire: (category) => categoryMapper.toWire(category),
  })

  api.route(
    {
      method: 'patch',
      path: '/categories/:id',
      operationId: 'updateCategory',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: 'Rename a category, or change its parent or kind',
      description: 'A new name is written on every one of your transactions in the category, at once.',
      body: categoryPatchBody,
      responses: {
        200: { description: 'the category', schema: categoryOut },
        409: NAME_TAKEN,
        422: BAD_PARENT,
      },
    },
    async (ctx, { body, params, userId }) => {
      const id = requireUuidParam(params, 'category')
      ctx.body = categoryMapper.toWire(await updateCategory.execute(userId, id, categoryMapper.toPatch(body)))
    },
  )

  api.route(
    {
      method: 'delete',
      path: '/categories/:id',
      operationId: 'deleteCategory',
      params: ID_PARAMS,
      query: categoryDeleteQuery,
      tag,
      access: 'user',
      summary: 'Delete a category; its subcategories become top-level',
      description:
        'A category in use (transactions, rules, budgets, ...) needs `reassign_to`: they all move to that category in the same database transaction. Without it the answer is 409 category_in_use, naming the uses, and nothing changes.',
      responses: {
        204: { description: 'deleted' },
        409: {
          description:
            'category_in_use: still used and no reassign_to; conflict: moving would duplicate a row that must be unique',
        },
        422: { description: 'validation_failed: reassign_to is not another of your categories' },
      },
    },
    async (ctx, { params, query, userId }) => {
      await deleteCategory.execute(
        userId,
        requireUuidParam(params, 'category'),
        query.reassign_to?.toLowerCase(),
      )
      ctx.status = 204
    },
  )
}

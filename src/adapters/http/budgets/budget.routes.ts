import type { ApiRouter } from '../api-router.js'
import type { BudgetHttpCradle } from './budget-http-cradle.js'
import { budgetInput, budgetMonthView, budgetView } from './budget.mapper.js'
import { budgetIn, budgetMonthOut, budgetOut, MONTH_PARAMS } from './budget-schemas.js'

const monthOf = (params: Readonly<Record<string, string>>) => params.month ?? ''

/** Monthly budgets per category (docs/budgets.md). */
export function budgetRoutes(api: ApiRouter, deps: BudgetHttpCradle): void {
  api.route(
    {
      method: 'get',
      path: '/budgets',
      operationId: 'listBudgets',
      tag: 'budgets',
      access: 'user',
      summary: 'The months that have a budget, newest first',
      responses: { 200: { description: 'the months', schema: budgetMonthOut.array() } },
    },
    async (ctx, { userId }) => {
      ctx.body = (await deps.listBudgets.execute({ userId })).map(budgetMonthView)
    },
  )

  api.route(
    {
      method: 'put',
      path: '/budgets/:month',
      operationId: 'putBudget',
      params: MONTH_PARAMS,
      tag: 'budgets',
      access: 'user',
      summary: "Set a month's budget (replaces the month's budget)",
      description:
        'One line per category, by name; an unknown or repeated category, a month that is not YYYY-MM, ' +
        'or an amount not above 0 is 422. Repeating the same PUT changes nothing.',
      body: budgetIn,
      responses: { 200: { description: 'the budget against what was spent', schema: budgetOut } },
    },
    async (ctx, { body, params, userId }) => {
      ctx.body = budgetView(await deps.putBudget.execute(budgetInput(userId, monthOf(params), body)))
    },
  )

  api.route(
    {
      method: 'get',
      path: '/budgets/:month',
      operationId: 'getBudget',
      params: MONTH_PARAMS,
      tag: 'budgets',
      access: 'user',
      summary: "A month's budget against what was spent",
      description:
        'Per category: budgeted, carried over, spent (converted with the returned forex rates), remaining and pace. ' +
        '404 when the month has no budget; 422 when the month is not YYYY-MM.',
      responses: {
        200: { description: 'the budget', schema: budgetOut },
        422: { description: 'the month is not YYYY-MM' },
      },
    },
    async (ctx, { params, userId }) => {
      ctx.body = budgetView(await deps.getBudget.execute({ userId, month: monthOf(params) }))
    },
  )

  api.route(
    {
      method: 'delete',
      path: '/budgets/:month',
      operationId: 'deleteBudget',
      params: MONTH_PARAMS,
      tag: 'budgets',
      access: 'user',
      summary: "Delete a month's budget",
      responses: { 204: { description: 'deleted' }, 422: { description: 'the month is not YYYY-MM' } },
    },
    async (ctx, { params, userId }) => {
      await deps.deleteBudget.execute({ userId, month: monthOf(params) })
      ctx.status = 204
    },
  )
}

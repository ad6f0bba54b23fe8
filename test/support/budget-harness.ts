import { expect } from 'chai'
import type { TestApp } from './test-app.js'
import { jsonInit } from './test-app.js'
import type { newUser } from './tokens.js'

export type User = ReturnType<typeof newUser>
export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The calls the budget suites make: JSON in and out, and a transaction in one line. */
export function budgetCalls(app: () => TestApp) {
  const call = async (
    user: User,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app().fetch(path, jsonInit(method, body, { ...user.auth, ...headers }))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Json }
  }
  const spend = async (
    user: User,
    amount: string,
    category: string,
    occurredAt: string,
    extra: Json = {},
    headers: Record<string, string> = {},
  ): Promise<Json> => {
    const body = { amount, type: 'expense', currency: 'USD', occurred_at: occurredAt, category, ...extra }
    const res = await call(user, 'POST', '/transactions/', body, headers)
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body
  }
  const put = async (user: User, month: string, body: Json) => {
    const res = await call(user, 'PUT', `/budgets/${month}`, body)
    expect(res.status, JSON.stringify(res.body)).to.equal(200)
    return res.body
  }
  /** A child category under `parent`, through the categories API (so every cache of the list hears of it). */
  const childCategory = async (user: User, name: string, parent: string) => {
    const all = await call(user, 'GET', '/categories')
    const parentId = (all.body as Json[]).find((c) => c.name === parent)!.id as string
    const created = await call(user, 'POST', '/categories', { name, parent_id: parentId, kind: 'expense' })
    expect(created.status, JSON.stringify(created.body)).to.equal(201)
  }
  const line = (budget: Json, category: string): Json =>
    (budget.categories as Json[]).find((l) => l.category === category)!
  return { call, spend, put, childCategory, line }
}

import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
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
  /** A child category under `parent` (the categories API is another branch's: straight into the table). */
  const childCategory = async (user: User, name: string, parent: string) => {
    const container = app().container
    const all = await container.resolve('categories').list(user.id)
    const parentId = all.find((c) => c.name === parent)!.id
    await container
      .resolve('db')
      .insertInto('categories')
      .values({ id: randomUUID(), user_id: user.id, name, parent_id: parentId, kind: 'expense' })
      .execute()
  }
  const line = (budget: Json, category: string): Json =>
    (budget.categories as Json[]).find((l) => l.category === category)!
  return { call, spend, put, childCategory, line }
}

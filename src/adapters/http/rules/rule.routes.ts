import type { ApiRouter } from '../api-router.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { routeDeleteOwnedItem, routeGetOwnedItem } from '../owned-item-routes.js'
import type { CursorCodec } from '../cursor-codec.js'
import type { RulesHttpCradle } from './rules-http-cradle.js'
import { ruleMapper } from './rule.mapper.js'
import {
  applyIn,
  applyOut,
  previewQuery,
  ruleIn,
  ruleOut,
  rulePatch,
  rulePreviewOut,
} from './rule-schemas.js'

const tag = 'rules'
const INVALID = {
  description:
    'validation_failed: an operator that does not fit its field, a bad value, a regular expression that could ' +
    'backtrack catastrophically or that RE2 cannot run, no condition or no action, a category that is not yours',
}
const BUDGET =
  'Matching stops after a time budget (2 s): the answer then has complete false and a next_cursor, ' +
  'and a call with that cursor goes on after the transactions already gone through.'

/** Where a run resumes: after the decoded cursor (400 when tampered), or from the newest transaction. */
const resumeAt = (codec: CursorCodec, cursor: string | undefined) => {
  if (cursor === undefined) return null
  const position = codec.decode(cursor)
  return { occurredAt: position.sortKey, id: position.id }
}

/** The caller's rules, their preview and their application (docs/rules.md). */
export function ruleRoutes(api: ApiRouter, deps: RulesHttpCradle): void {
  const { manageRules, applyRules, cursorCodec } = deps

  api.route(
    {
      method: 'get',
      path: '/rules',
      operationId: 'listRules',
      tag,
      access: 'user',
      summary: "The caller's rules, in the order they run (highest priority first)",
      responses: { 200: { description: 'the rules', schema: ruleOut.array() } },
    },
    async (ctx, { userId }) => {
      ctx.body = (await manageRules.list(userId)).map(ruleMapper.toWire)
    },
  )

  api.route(
    {
      method: 'post',
      path: '/rules',
      operationId: 'createRule',
      tag,
      access: 'user',
      summary: 'Create a rule',
      description: 'It runs on new transactions from now on; POST /rules/apply runs it on the ones you have.',
      body: ruleIn,
      responses: { 201: { description: 'the rule', schema: ruleOut, headers: ['Location'] }, 422: INVALID },
    },
    async (ctx, { body, userId }) => {
      const rule = await manageRules.create(userId, ruleMapper.fromWire(body))
      ctx.status = 201
      ctx.set('Location', `/rules/${rule.id}`)
      ctx.body = ruleMapper.toWire(rule)
    },
  )

  api.route(
    {
      method: 'post',
      path: '/rules/apply',
      operationId: 'applyRules',
      tag,
      access: 'user',
      summary: 'Run every enabled rule on your uncategorised transactions',
      description:
        'The highest-priority matching rule decides each transaction. Transactions with a category (yours or an ' +
        "automatic one) are left alone. Unless dry_run, the changes are written (category_source 'rule', " +
        "confidence 1) and added to the rules' hits. Running it again changes nothing more. " +
        BUDGET,
      body: applyIn,
      responses: { 200: { description: 'what changed (or would)', schema: applyOut } },
    },
    async (ctx, { body, userId }) => {
      const changes = await applyRules.apply(userId, body.dry_run, resumeAt(cursorCodec, body.cursor))
      ctx.body = { dry_run: body.dry_run, ...ruleMapper.changesToWire(changes, cursorCodec) }
    },
  )

  routeGetOwnedItem(api, {
    path: '/rules/:id',
    operationId: 'getRule',
    tag,
    noun: 'rule',
    summary: 'A rule',
    response: { description: 'the rule', schema: ruleOut },
    read: (userId, id) => manageRules.get(userId, id),
    toWire: (rule) => ruleMapper.toWire(rule),
  })

  api.route(
    {
      method: 'patch',
      path: '/rules/:id',
      operationId: 'updateRule',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: 'Change a rule (the fields sent; actions as a whole)',
      body: rulePatch,
      responses: { 200: { description: 'the rule', schema: ruleOut }, 422: INVALID },
    },
    async (ctx, { params, body, userId }) => {
      const rule = await manageRules.update(
        userId,
        requireUuidParam(params, 'rule'),
        ruleMapper.patchFromWire(body),
      )
      ctx.body = ruleMapper.toWire(rule)
    },
  )

  routeDeleteOwnedItem(api, {
    path: '/rules/:id',
    operationId: 'deleteRule',
    tag,
    noun: 'rule',
    summary: 'Delete a rule',
    description: 'What it already did to transactions stays.',
    deleted: 'deleted',
    remove: (userId, id) => manageRules.delete(userId, id),
  })

  api.route(
    {
      method: 'post',
      path: '/rules/:id/preview',
      operationId: 'previewRule',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: 'The uncategorised transactions this rule would change (enabled or not); writes nothing',
      description: BUDGET,
      query: previewQuery,
      responses: { 200: { description: 'what would change', schema: rulePreviewOut } },
    },
    async (ctx, { params, query, userId }) => {
      const id = requireUuidParam(params, 'rule')
      const changes = await applyRules.preview(userId, id, resumeAt(cursorCodec, query.cursor))
      ctx.body = ruleMapper.changesToWire(changes, cursorCodec)
    },
  )
}

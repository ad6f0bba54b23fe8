import { z } from 'zod'
import type { IsoDate } from '../../../domain/portfolio/calendar.js'
import type { ApiRouter, RouteContext } from '../api-router.js'
import { idempotentCreate } from '../idempotency.js'
import { linkNextPage, pageStart } from '../keyset-page.js'
import { pageQuery } from '../ledger/ledger-schemas.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { netWorthView, performanceView, rebuildView, summaryView } from './net-worth.mapper.js'
import {
  netWorthOut,
  netWorthQuery,
  performanceOut,
  performanceQuery,
  rebuildOut,
  recordedTradeOut,
  summaryOut,
  tradeIn,
  tradeOut,
} from './portfolio-schemas.js'
import { positionView, tradeInput, tradeView } from './trade.mapper.js'

const userId = (ctx: RouteContext) => ctx.state.user!.id
const TRADE_PARAMS = { ...ID_PARAMS, trade_id: z.guid().describe("the trade's id (UUID)") } as const

/** Trades of a holding, net worth over time and portfolio performance (docs/net-worth.md). */
export function portfolioRoutes(api: ApiRouter): void {
  api.route(
    {
      method: 'post',
      path: '/holdings/:id/trades',
      operationId: 'createTrade',
      params: ID_PARAMS,
      tag: 'holdings',
      access: 'user',
      summary: 'Record a trade of a holding (buy, sell, dividend, fee, split)',
      description:
        "Updates the holding's quantity and average cost (average-cost method, fees included). " +
        'Selling more than was held at that time is 422. Amounts are in the holding currency.',
      body: tradeIn,
      headers: [
        {
          name: 'Idempotency-Key',
          description: 'up to 255 characters; a replay with the same body returns the first response (24 h)',
        },
      ],
      responses: {
        201: {
          description: 'the trade and the position it leaves',
          schema: recordedTradeOut,
          headers: ['Location'],
        },
      },
    },
    async (ctx, { body, params }) => {
      const holdingId = requireUuidParam(params, 'holding')
      const input = tradeInput(body)
      const c = ctx.state.container
      const deps = {
        idempotencyStore: c.resolve('idempotencyStore'),
        clock: c.resolve('clock'),
        unitOfWork: c.resolve('unitOfWork'),
      }
      // A retried POST (lost answer) must not buy twice: the same Idempotency-Key replays the first answer.
      await idempotentCreate(ctx, deps, userId(ctx), body, async () => {
        const { trade, position } = await c
          .resolve('recordTrade')
          .execute({ userId: userId(ctx), holdingId, input })
        return {
          status: 201,
          body: { trade: tradeView(trade), position: positionView(position) },
          location: `/holdings/${holdingId}/trades/${trade.id}`,
        }
      })
    },
  )

  api.route(
    {
      method: 'get',
      path: '/holdings/:id/trades',
      operationId: 'listTrades',
      params: ID_PARAMS,
      tag: 'holdings',
      access: 'user',
      summary: "A holding's trades, newest first",
      description: 'Keyset pagination: pass X-Next-Cursor back as `cursor` (also in Link rel="next").',
      query: pageQuery,
      responses: {
        200: {
          description: 'a page of trades',
          schema: tradeOut.array(),
          headers: ['X-Next-Cursor', 'Link'],
        },
      },
    },
    async (ctx, { query, params }) => {
      const page = await ctx.state.container.resolve('listTrades').execute({
        userId: userId(ctx),
        holdingId: requireUuidParam(params, 'holding'),
        limit: query.limit ?? 50,
        after: pageStart(ctx, query.cursor),
      })
      linkNextPage(ctx, page.next)
      ctx.body = page.items.map(tradeView)
    },
  )

  api.route(
    {
      method: 'delete',
      path: '/holdings/:id/trades/:trade_id',
      operationId: 'deleteTrade',
      params: TRADE_PARAMS,
      tag: 'holdings',
      access: 'user',
      summary: 'Delete a trade; the holding is recomputed from the trades left',
      responses: { 204: { description: 'deleted' } },
    },
    async (ctx, { params }) => {
      await ctx.state.container.resolve('deleteTrade').execute({
        userId: userId(ctx),
        holdingId: requireUuidParam(params, 'holding'),
        tradeId: requireUuidParam(params, 'trade', 'trade_id'),
      })
      ctx.status = 204
    },
  )

  api.route(
    {
      method: 'get',
      path: '/holdings/:id/performance',
      operationId: 'getHoldingPerformance',
      params: ID_PARAMS,
      tag: 'portfolio',
      access: 'user',
      summary: "One holding's time- and money-weighted return over a period",
      query: performanceQuery,
      responses: { 200: { description: 'the performance', schema: performanceOut } },
    },
    async (ctx, { query, params }) => {
      const period = query.period ?? 'max'
      ctx.body = performanceView(
        period,
        await ctx.state.container
          .resolve('getPortfolioPerformance')
          .execute({ userId: userId(ctx), period, holdingId: requireUuidParam(params, 'holding') }),
      )
    },
  )

  api.route(
    {
      method: 'post',
      path: '/net-worth/rebuild',
      operationId: 'rebuildNetWorth',
      tag: 'portfolio',
      access: 'user',
      summary: "Recompute the caller's past snapshots",
      description:
        'From trades, transactions and stored closes: after back-dated trades or transactions, or an edited balance.',
      responses: { 200: { description: 'what was rebuilt', schema: rebuildOut } },
    },
    async (ctx) => {
      ctx.body = rebuildView(
        await ctx.state.container.resolve('rebuildNetWorth').execute({ userId: userId(ctx) }),
      )
    },
  )

  api.route(
    {
      method: 'get',
      path: '/net-worth',
      operationId: 'getNetWorth',
      tag: 'portfolio',
      access: 'user',
      summary: 'Net worth over time, in the base currency',
      description:
        'Assets (account balances and holdings, each holding once) minus liabilities (credit cards and loans, the amount owed).',
      query: netWorthQuery,
      responses: { 200: { description: 'the series', schema: netWorthOut } },
    },
    async (ctx, { query }) => {
      ctx.body = netWorthView(
        await ctx.state.container.resolve('getNetWorth').execute({
          userId: userId(ctx),
          from: query.from as IsoDate | undefined,
          to: query.to as IsoDate | undefined,
          interval: query.interval ?? 'day',
        }),
      )
    },
  )

  api.route(
    {
      method: 'get',
      path: '/portfolio/summary',
      operationId: 'getPortfolioSummary',
      tag: 'portfolio',
      access: 'user',
      summary: 'The portfolio now, in the base currency',
      responses: { 200: { description: 'the summary', schema: summaryOut } },
    },
    async (ctx) => {
      ctx.body = summaryView(
        await ctx.state.container.resolve('getPortfolioSummary').execute({ userId: userId(ctx) }),
      )
    },
  )

  api.route(
    {
      method: 'get',
      path: '/portfolio/performance',
      operationId: 'getPortfolioPerformance',
      tag: 'portfolio',
      access: 'user',
      summary: "The portfolio's time- and money-weighted return over a period",
      query: performanceQuery,
      responses: { 200: { description: 'the performance', schema: performanceOut } },
    },
    async (ctx, { query }) => {
      const period = query.period ?? 'max'
      ctx.body = performanceView(
        period,
        await ctx.state.container.resolve('getPortfolioPerformance').execute({ userId: userId(ctx), period }),
      )
    },
  )
}

import { z } from 'zod'
import type { IsoDate } from '../../../domain/portfolio/calendar.js'
import type { ApiRouter } from '../api-router.js'
import type { PortfolioHttpCradle } from './portfolio-http-cradle.js'
import { idempotentCreate } from '../idempotency.js'
import { linkNextPage, pageStart } from '../keyset-page.js'
import { pageQuery } from '../ledger/ledger-queries.js'
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

const TRADE_PARAMS = { ...ID_PARAMS, trade_id: z.guid().describe("the trade's id (UUID)") } as const

/** Trades of a holding, net worth over time and portfolio performance (docs/net-worth.md). */
export function portfolioRoutes(api: ApiRouter, deps: PortfolioHttpCradle): void {
  const { idempotencyStore, clock, unitOfWork, cursorCodec } = deps
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
    async (ctx, { body, params, userId }) => {
      const holdingId = requireUuidParam(params, 'holding')
      const input = tradeInput(body)
      // A retried POST (lost answer) must not buy twice: the same Idempotency-Key replays the first answer.
      await idempotentCreate(ctx, { idempotencyStore, clock, unitOfWork }, userId, body, async () => {
        const { trade, position } = await deps.recordTrade.execute({ userId, holdingId, input })
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
    async (ctx, { query, params, userId }) => {
      const page = await deps.listTrades.execute({
        userId,
        holdingId: requireUuidParam(params, 'holding'),
        limit: query.limit ?? 50,
        after: pageStart(cursorCodec, query.cursor),
      })
      linkNextPage(ctx, cursorCodec, page.next)
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
    async (ctx, { params, userId }) => {
      await deps.deleteTrade.execute({
        userId,
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
    async (ctx, { query, params, userId }) => {
      const period = query.period ?? 'max'
      ctx.body = performanceView(
        period,
        await deps.getPortfolioPerformance.execute({
          userId,
          period,
          holdingId: requireUuidParam(params, 'holding'),
        }),
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
    async (ctx, { userId }) => {
      ctx.body = rebuildView(await deps.rebuildNetWorth.execute({ userId: userId }))
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
    async (ctx, { query, userId }) => {
      ctx.body = netWorthView(
        await deps.getNetWorth.execute({
          userId,
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
    async (ctx, { userId }) => {
      ctx.body = summaryView(await deps.getPortfolioSummary.execute({ userId: userId }))
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
    async (ctx, { query, userId }) => {
      const period = query.period ?? 'max'
      ctx.body = performanceView(period, await deps.getPortfolioPerformance.execute({ userId, period }))
    },
  )
}

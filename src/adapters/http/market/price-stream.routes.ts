import type { ServerResponse } from 'node:http'
import type { PriceUpdate } from '../../../application/ports/price-feed.js'
import type { ApiRouter } from '../api-router.js'
import type { PriceStreamHttpCradle } from './price-stream-http-cradle.js'
import { batchErrorView, cryptoView, quoteView } from './market-views.js'
import { priceStreamData, priceStreamQuery } from './price-stream-schemas.js'

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // Proxies such as nginx buffer responses unless told otherwise.
  'x-accel-buffering': 'no',
} as const

const splitList = (raw: string | undefined) =>
  raw === undefined ? undefined : raw.split(',').filter((x, i, all) => x !== '' || all.length === 1)

/** docs/scale-out.md "Live prices": GET /market/price/stream. */
export function priceStreamRoutes(api: ApiRouter, deps: PriceStreamHttpCradle): void {
  const { watchPrices, priceStreamSettings, shutdownState } = deps
  api.route(
    {
      method: 'get',
      path: '/market/price/stream',
      operationId: 'streamPrices',
      tag: 'market',
      access: 'user',
      summary: 'Live stock and crypto prices as server-sent events (at most 50 items)',
      description:
        'A `snapshot` event first (a Prices object, as GET /market/price), then one `price` event per item whose price changed (PriceStreamEvent), polled once per interval for every subscriber; a `: ping` comment every 15 s. Each event has an `id`: reconnect with `Last-Event-ID` and only what changed since comes (no snapshot).',
      query: priceStreamQuery,
      headers: [{ name: 'Last-Event-ID', description: 'the id of the last event received, to resume' }],
      responses: {
        200: { description: 'the event stream', contentType: 'text/event-stream', schema: priceStreamData },
        404: { description: 'symbol_not_found: no item of the query is known to a provider' },
        422: {
          description: 'validation_failed: no item, more than 50, or a malformed symbol, id or currency',
        },
        503: {
          description: 'upstream_unavailable: no provider could give the first prices',
          headers: ['Retry-After'],
        },
        504: { description: 'upstream_timeout' },
      },
    },
    async (ctx, { query }) => {
      const { heartbeatMs } = priceStreamSettings
      // Updates that arrive before the first answer is written wait here.
      const live: { deliver?: (update: PriceUpdate) => void } = {}
      const early: PriceUpdate[] = []
      const watch = await watchPrices.execute(
        {
          symbols: splitList(query.symbols),
          crypto: splitList(query.crypto),
          currency: query.currency,
          lastEventId: ctx.get('last-event-id') || undefined,
        },
        (update) => (live.deliver ? live.deliver(update) : early.push(update)),
      )
      const res = ctx.res
      ctx.compress = false // koa-compress would hold the events back
      ctx.status = 200
      ctx.respond = false
      res.writeHead(200, SSE_HEADERS)
      res.flushHeaders()
      // What this client has, per item: an update it already has is not sent again.
      const sent = new Map<string, string>()
      const signature = (price: number, change: number | null) => `${price}|${change}`
      const event = (name: string, id: number, data: unknown) =>
        write(res, `event: ${name}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`)
      if (watch.snapshot) {
        const { stocks, crypto, errors } = watch.snapshot
        for (const q of stocks) sent.set(`s:${q.symbol}`, signature(q.price, q.changePercent))
        for (const p of crypto) sent.set(`c:${p.id}:${p.currency}`, signature(p.price, p.changePercent24h))
        event('snapshot', watch.snapshotSeq, {
          stocks: stocks.map(quoteView),
          crypto: crypto.map(cryptoView),
          errors: errors.map(batchErrorView),
        })
      }
      const deliver = (update: PriceUpdate) => {
        const now = update.stock
          ? signature(update.stock.price, update.stock.changePercent)
          : signature(update.crypto!.price, update.crypto!.changePercent24h)
        if (sent.get(update.key) === now) return
        sent.set(update.key, now)
        event(
          'price',
          update.seq,
          update.stock ? { stock: quoteView(update.stock) } : { crypto: cryptoView(update.crypto!) },
        )
      }
      for (const update of [...watch.missed, ...early]) deliver(update)
      live.deliver = deliver
      const heartbeat = setInterval(() => write(res, ': ping\n\n'), heartbeatMs)
      // A deploy or a scale-down: the stream ends at once and the client resumes on another instance.
      const shutdown = shutdownState
      const stopping = setInterval(() => {
        if (shutdown.stopping && !res.writableEnded) res.end()
      }, 250)
      // The client went away ('close' on the response: docs/platform.md "Koa and its middleware"): its subscriptions are released.
      await new Promise<void>((resolve) => {
        if (res.destroyed) return resolve()
        res.once('close', () => resolve())
      })
      clearInterval(heartbeat)
      clearInterval(stopping)
      watch.subscription.close()
    },
  )
}

/** A slow client is not waited for: past a buffered 1 MB its stream is cut (it can resume). */
function write(res: ServerResponse, chunk: string): void {
  if (res.destroyed || res.writableEnded) return
  res.write(chunk)
  if (res.writableLength > 1_048_576) res.destroy()
}

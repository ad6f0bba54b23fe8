import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { ServerConfig } from './config.ts'
import { bodyLimitBytes, parseEmbedRequest, readBody } from './embed-request.ts'
import { NotReadyError, QueueFullError, type InferenceWorker } from './inference-worker.ts'
import { HttpProblem, sendJson, sendProblem } from './problem.ts'

const REQUEST_ID = /^[\w.:-]{1,128}$/

const loading = () => new HttpProblem(503, 'model_loading', 'the embedding model is still loading', { headers: { 'retry-after': '1' } })

/** {"embeddings": [[...], ...]}: one row per text, built row by row from the worker's flat array. */
function embeddingsJson(vectors: Float32Array, dimensions: number): string {
  const rows: string[] = []
  for (let offset = 0; offset < vectors.length; offset += dimensions) {
    rows.push(JSON.stringify(Array.from(vectors.subarray(offset, offset + dimensions))))
  }
  return `{"embeddings":[${rows.join(',')}]}`
}

/** POST /embed and GET /health (each with or without a trailing slash); everything else is a 404 or 405. */
export function createServer(worker: InferenceWorker, config: ServerConfig, log: (line: object) => void): http.Server {
  const limits = { maxTextsPerRequest: config.maxTextsPerRequest, maxTextChars: config.maxTextChars }
  const limitBytes = bodyLimitBytes(limits)

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!.replace(/(.)\/+$/, '$1')
    if (path === '/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpProblem(405, 'method_not_allowed', 'use GET', { headers: { allow: 'GET, HEAD' } })
      if (worker.state !== 'ready') throw loading()
      const health = { status: 'ok', model: worker.model, dimensions: worker.dimensions, dtype: config.dtype, queued_texts: worker.queuedTexts }
      return sendJson(res, 200, JSON.stringify(health))
    }
    if (path === '/embed') {
      if (req.method !== 'POST') throw new HttpProblem(405, 'method_not_allowed', 'use POST', { headers: { allow: 'POST' } })
      const texts = parseEmbedRequest(req.headers['content-type'], await readBody(req, limitBytes), limits)
      try {
        const vectors = await worker.embed(texts)
        return sendJson(res, 200, embeddingsJson(vectors, worker.dimensions))
      } catch (error) {
        if (error instanceof NotReadyError) throw loading()
        if (error instanceof QueueFullError) {
          throw new HttpProblem(429, 'rate_limited', 'too many texts are queued; retry later', { headers: { 'retry-after': String(error.retryAfterSeconds) } })
        }
        throw error
      }
    }
    throw new HttpProblem(404, 'not_found', 'no such route')
  }

  return http.createServer((req, res) => {
    const incoming = req.headers['x-request-id']
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    res.setHeader('x-request-id', requestId)
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      if (error instanceof HttpProblem) return sendProblem(res, error, requestId)
      log({ level: 'error', msg: 'embed failed', request_id: requestId, err: error instanceof Error ? error.message : String(error) })
      sendProblem(res, new HttpProblem(500, 'internal_error', 'the embedding failed; quote the request_id when reporting it'), requestId)
    })
  })
}

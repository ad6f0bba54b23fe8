import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A transaction as the bridge keeps it (the wire's field names; amounts as decimal strings). */
export interface BridgeTransaction {
  id: string
  /** Unix seconds; 0 while pending. */
  posted: number
  amount: string
  description: string
  payee?: string
  memo?: string
  transacted_at?: number
  pending?: boolean
}

export interface BridgeAccount {
  org: { name: string; domain: string; 'sfin-url'?: string }
  id: string
  name: string
  currency: string
  balance: string
  'available-balance'?: string
  'balance-date': number
  transactions: BridgeTransaction[]
}

/** One user's access at the bridge: what the claimed access URL reaches. */
export interface BridgeUser {
  readonly username: string
  readonly password: string
  accounts: BridgeAccount[]
  /** Messages the bridge puts in `errors` (e.g. "You must reauthenticate."). */
  errors: string[]
  state: 'ok' | 'revoked' | 'payment_required'
}

/** An answer of the test's own for the next request (a redirect, an oversized or hostile body). */
export type BridgeAnswer = (res: ServerResponse, req: IncomingMessage) => void

export interface BridgeRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly authorization: string | undefined
}

/**
 * A SimpleFIN Bridge on 127.0.0.1 speaking the protocol exactly: a setup token is base64 of a
 * one-time claim URL; POST /claim/<code> (empty body) answers the access URL as plain text, once
 * (a second claim is 403); GET /simplefin/accounts checks HTTP Basic credentials (403 when wrong
 * or revoked, 402 when the subscription lapsed), honours start-date (inclusive) and end-date
 * (exclusive) on `posted` and pending=1 (pending transactions only when asked), and puts the
 * user's messages in `errors`. `failNext` injects 429/5xx answers, `answerNext` any answer of the
 * test's own (a hostile bridge); `connections` counts the TCP connections it accepted.
 */
export class FakeSimplefinBridge {
  readonly requests: BridgeRequest[] = []
  readonly #server: Server
  readonly #unclaimed = new Map<string, BridgeUser>()
  readonly #users = new Map<string, BridgeUser>()
  #failures: { status: number; retryAfter?: string }[] = []
  #answers: BridgeAnswer[] = []
  #connections = 0

  private constructor(server: Server) {
    this.#server = server
  }

  static async start(): Promise<FakeSimplefinBridge> {
    const holder: { bridge?: FakeSimplefinBridge } = {}
    const server = createServer((req, res) => holder.bridge!.#handle(req, res))
    holder.bridge = new FakeSimplefinBridge(server)
    server.on('connection', () => holder.bridge!.#connections++)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return holder.bridge
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  /** A new setup token for a user with these accounts; the user object can be changed later. */
  newSetupToken(accounts: BridgeAccount[] = []): { token: string; user: BridgeUser } {
    const code = randomBytes(12).toString('hex')
    const user: BridgeUser = {
      username: `user${randomBytes(4).toString('hex')}`,
      password: randomBytes(16).toString('hex'),
      accounts,
      errors: [],
      state: 'ok',
    }
    this.#unclaimed.set(code, user)
    return { token: Buffer.from(`${this.url}/simplefin/claim/${code}`).toString('base64'), user }
  }

  /** The next answers (of any request) are these statuses, in order. */
  failNext(...failures: { status: number; retryAfter?: string }[]): void {
    this.#failures.push(...failures)
  }

  /** The next answers (of any request) are written by these functions, in order. */
  answerNext(...answers: BridgeAnswer[]): void {
    this.#answers.push(...answers)
  }

  /** TCP connections accepted since the start. */
  get connections(): number {
    return this.#connections
  }

  /** The access URL a claim of this user answers (to build hostile variants of it). */
  accessUrlOf(user: BridgeUser): string {
    const access = new URL(`${this.url}/simplefin`)
    access.username = user.username
    access.password = user.password
    return access.toString()
  }

  accountCalls(): BridgeRequest[] {
    return this.requests.filter((r) => r.path.endsWith('/accounts'))
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://bridge')
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    })
    req.resume()
    const answer = this.#answers.shift()
    if (answer) return answer(res, req)
    const failure = this.#failures.shift()
    if (failure) {
      res.writeHead(failure.status, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {})
      res.end('failure')
      return
    }
    const claim = /^\/simplefin\/claim\/([0-9a-f]+)$/.exec(url.pathname)
    if (claim && req.method === 'POST') return this.#claim(claim[1]!, res)
    if (url.pathname === '/simplefin/accounts' && req.method === 'GET')
      return this.#accounts(req, url.searchParams, res)
    res.writeHead(404).end()
  }

  #claim(code: string, res: ServerResponse): void {
    const user = this.#unclaimed.get(code)
    if (!user) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden')
      return
    }
    this.#unclaimed.delete(code)
    this.#users.set(user.username, user)
    res.writeHead(200, { 'content-type': 'text/plain' }).end(this.accessUrlOf(user))
  }

  #accounts(req: IncomingMessage, query: URLSearchParams, res: ServerResponse): void {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const [username, password] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : []
    const user = username ? this.#users.get(username) : undefined
    if (!user || user.password !== password || user.state === 'revoked') {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden')
      return
    }
    if (user.state === 'payment_required') {
      res.writeHead(402, { 'content-type': 'text/plain' }).end('Payment Required')
      return
    }
    const start = query.has('start-date') ? Number(query.get('start-date')) : 0
    const end = query.has('end-date') ? Number(query.get('end-date')) : Number.POSITIVE_INFINITY
    const withPending = query.get('pending') === '1'
    const accounts = user.accounts.map((a) => ({
      ...a,
      transactions: a.transactions.filter((t) =>
        t.posted === 0 || t.pending ? withPending : t.posted >= start && t.posted < end,
      ),
    }))
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ errors: user.errors, accounts }))
  }
}

import { Agent, buildConnector, request, type Dispatcher } from 'undici'
import { checkedAddress, type AllowedHost } from './outbound-targets.js'
import { OutboundRefusedError } from './outbound-refused.js'

export interface OutboundHttpSettings {
  /**
   * Hosts (and ports) called whatever their address: a private bridge, a fake server on loopback
   * in tests (OUTBOUND_ALLOWED_HOSTS). Empty: only public internet addresses.
   */
  readonly allowedHosts: readonly AllowedHost[]
  /** Deadline to open a connection (TCP and TLS). */
  readonly connectTimeoutMs?: number
}

export interface OutboundRequest {
  readonly method: 'GET' | 'POST'
  readonly url: URL
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
  readonly signal: AbortSignal
  /** The largest answer read, in bytes; a longer one is cut off and the call fails. */
  readonly maxBytes: number
}

export interface OutboundAnswer {
  readonly status: number
  readonly headers: Headers
  /** The body as UTF-8 text, at most maxBytes long. */
  readonly text: string
}

/**
 * HTTP calls to addresses that users choose (a bank bridge's claim and access URLs; webhooks):
 * the one way this service calls a URL it did not configure itself. Contract:
 * - only public internet hosts: the name is resolved once, every address it resolves to is checked
 *   against the special-purpose registries (special-addresses.ts), and the connection goes to the
 *   checked address (TLS still verifies the certificate for the name). Hosts in `allowedHosts`
 *   skip the check. A refused target rejects with OutboundRefusedError('address') before any
 *   connection is opened.
 * - redirects are never followed: a 3xx rejects with OutboundRefusedError('redirect'), whatever
 *   its Location (another origin, plain http, an internal address would each need a check of
 *   their own; no bridge needs them).
 * - the answer is read as a stream and abandoned past `maxBytes` (OutboundRefusedError('too_large')).
 * - a network failure (refused, reset, unknown name) rejects with a TypeError, as fetch does.
 * Proxies (HTTP_PROXY) are not used: a proxy would resolve the name itself, past the check.
 */
export class OutboundHttp {
  readonly #dispatcher: Dispatcher

  constructor(settings: OutboundHttpSettings) {
    const connect = buildConnector({ timeout: settings.connectTimeoutMs ?? 10_000 })
    const allowed = settings.allowedHosts
    this.#dispatcher = new Agent({
      connect: (options, callback) => {
        const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80)
        checkedAddress(options.hostname, port, allowed).then(
          // hostname is what the socket connects to; TLS's servername still comes from `host`.
          (address) => connect({ ...options, hostname: address }, callback),
          (error: Error) => callback(error, null),
        )
      },
    })
  }

  async request(call: OutboundRequest): Promise<OutboundAnswer> {
    if (call.url.protocol !== 'https:' && call.url.protocol !== 'http:')
      throw new OutboundRefusedError('scheme', 'only http(s) URLs are called')
    let answer: Dispatcher.ResponseData
    try {
      answer = await request(call.url, {
        dispatcher: this.#dispatcher,
        method: call.method,
        headers: { ...call.headers },
        body: call.body ?? null,
        signal: call.signal,
      })
    } catch (error) {
      throw networkFailure(error)
    }
    const status = answer.statusCode
    if (status >= 300 && status < 400) {
      discard(answer.body)
      throw new OutboundRefusedError(
        'redirect',
        `answered a redirect (HTTP ${status}); redirects are not followed: use the final address`,
      )
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers))
      if (Array.isArray(value)) for (const one of value) headers.append(name, one)
      else if (value !== undefined) headers.append(name, value)
    const declared = Number(answer.headers['content-length'])
    if (declared > call.maxBytes) {
      discard(answer.body)
      throw tooLarge(call.maxBytes)
    }
    const text = await readCapped(answer.body, call.maxBytes)
    return { status, headers, text }
  }

  /** Closes the pooled connections (at shutdown; tests). */
  async close(): Promise<void> {
    await this.#dispatcher.close()
  }
}

/** Closes an answer's body unread (and its connection): the abort it reports is expected. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined)
  body.destroy()
}

/** The body as text, abandoned (and the connection closed) once it passes maxBytes. */
async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const bytes = chunk as Buffer
      size += bytes.length
      if (size > maxBytes) {
        discard(body)
        throw tooLarge(maxBytes)
      }
      chunks.push(bytes)
    }
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw error
    throw networkFailure(error)
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks, size))
}

const tooLarge = (maxBytes: number) =>
  new OutboundRefusedError('too_large', `answered more than ${maxBytes} bytes, the most this service reads`)

/** Refusals and aborts as they are; any other failure is a network failure, a TypeError as with fetch. */
function networkFailure(error: unknown): unknown {
  if (error instanceof OutboundRefusedError || error instanceof TypeError) return error
  if (error instanceof Error && error.name === 'AbortError') return error
  return new TypeError('the call failed on the network', { cause: error })
}

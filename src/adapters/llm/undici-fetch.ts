import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici'

/**
 * A `fetch` for the openai SDK (its `fetch` option) on undici's `request()` and a dispatcher of our
 * own, instead of Node's global fetch. Why: the WHATWG fetch machinery (a Request object, the body
 * turned into a web stream and written by an async iterator, the fetch controller's steps) was
 * about a quarter of an /ai/stream's CPU; `request()` writes the headers and the JSON body in one
 * go and hands back the body as a Node stream: a stream's CPU in process 726 -> 577 µs
 * (docs/advisor.md "Design decisions"). The SDK still does the rest: headers, retries, timeouts,
 * errors, SSE.
 *
 * What it leaves to the global fetch: a body that is not a string (the service sends the model
 * JSON only; a file upload would go through fetch unchanged). Redirects are not followed: a model
 * API answers a POST itself, and the SDK reports any other status as an API error.
 */
export function undiciFetch(dispatcher: Dispatcher): typeof fetch {
  return async (input, init = {}) => {
    if (input instanceof Request || (init.body != null && typeof init.body !== 'string'))
      return fetch(input, init)
    const answer = await request(input, {
      dispatcher,
      method: init.method ?? 'GET',
      headers: headersOf(init.headers),
      body: init.body ?? null,
      signal: init.signal ?? null,
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers))
      if (Array.isArray(value)) for (const one of value) headers.append(name, one)
      else if (value !== undefined) headers.append(name, value)
    const status = answer.statusCode
    if (status === 204 || status === 304 || init.method === 'HEAD') {
      answer.body.resume()
      return new Response(null, { status, headers })
    }
    // Response reads an async iterable as its body: no conversion of the whole stream up front.
    return new Response(answer.body, { status, headers })
  }
}

/** The SDK passes a Headers object, which undici takes as it is (an iterable of pairs). */
function headersOf(headers: RequestInit['headers']): Iterable<[string, string]> {
  return headers instanceof Headers ? headers : new Headers(headers)
}

/** Where the model's client finds a proxy (HTTP_PROXY and its companions; src/infrastructure/config). */
export interface OutboundProxy {
  readonly httpProxy: string | undefined
  readonly httpsProxy: string | undefined
  readonly noProxy: string | undefined
}

/**
 * The model client's connections: through the proxy when one is configured (undici's
 * EnvHttpProxyAgent, which honours NO_PROXY), else a plain keep-alive Agent. Node's global fetch,
 * which this client used before, went through the environment's proxy when Node was asked to;
 * a deployment that reaches its model through a proxy keeps doing so.
 */
export function modelDispatcher(proxy: OutboundProxy | undefined): Dispatcher {
  if (!proxy) return new Agent()
  return new EnvHttpProxyAgent({
    ...optional('httpProxy', proxy.httpProxy),
    ...optional('httpsProxy', proxy.httpsProxy),
    ...optional('noProxy', proxy.noProxy),
  })
}

const optional = (name: string, value: string | undefined) => (value ? { [name]: value } : {})

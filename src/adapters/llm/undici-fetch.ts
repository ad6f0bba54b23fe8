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

/**
 * The model client's connections. Node's global fetch, which this client used before, goes
 * through HTTP_PROXY / HTTPS_PROXY (minus NO_PROXY) when Node is asked to (NODE_USE_ENV_PROXY=1 or
 * --use-env-proxy, Node 24); a deployment that reaches its model through a proxy keeps doing so.
 */
export function modelDispatcher(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
): Dispatcher {
  const asked =
    env.NODE_USE_ENV_PROXY === '1' ||
    execArgv.includes('--use-env-proxy') ||
    (env.NODE_OPTIONS ?? '').split(/\s+/).includes('--use-env-proxy')
  if (!asked) return new Agent()
  const proxy = (name: string) => env[name.toLowerCase()] ?? env[name]
  return new EnvHttpProxyAgent({
    ...optional('httpProxy', proxy('HTTP_PROXY')),
    ...optional('httpsProxy', proxy('HTTPS_PROXY')),
    ...optional('noProxy', proxy('NO_PROXY')),
  })
}

const optional = (name: string, value: string | undefined) => (value ? { [name]: value } : {})

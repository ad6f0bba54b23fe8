import type { OutboundProxy } from '../../adapters/llm/undici-fetch.js'
import type { EnvReader } from './env-reader.js'

/**
 * The proxy the model's client goes through: HTTP_PROXY / HTTPS_PROXY / NO_PROXY (either case),
 * read only when Node is asked to use the environment's proxy (NODE_USE_ENV_PROXY=1, or
 * --use-env-proxy in NODE_OPTIONS), which is when Node's global fetch, used by the other outbound
 * clients, honours them too (docs/advisor.md). undefined: connect directly.
 */
export function readOutboundProxy(read: EnvReader): OutboundProxy | undefined {
  const asked =
    read.optional('NODE_USE_ENV_PROXY') === '1' ||
    (read.optional('NODE_OPTIONS') ?? '').split(/\s+/).includes('--use-env-proxy')
  if (!asked) return undefined
  const either = (name: string) => read.optional(name.toLowerCase()) ?? read.optional(name)
  return {
    httpProxy: either('HTTP_PROXY'),
    httpsProxy: either('HTTPS_PROXY'),
    noProxy: either('NO_PROXY'),
  }
}

import { createServer, type IncomingMessage, type Server } from 'node:http'
import { Agent } from 'node:https'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Credential } from 'firebase-admin/app'

/** One request FCM received: the v1 `message` object and the bearer token that came with it. */
export interface FcmRequest {
  readonly path: string
  readonly authorization: string | undefined
  readonly message: {
    token: string
    notification?: { title?: string; body?: string }
    data?: Record<string, string>
    android?: { priority?: string }
    apns?: unknown
  }
}

/**
 * A fake FCM HTTP v1 endpoint on 127.0.0.1: `POST /v1/projects/{id}/messages:send` answers like
 * Google does, including the UNREGISTERED error (404, FcmError details) for tokens marked dead.
 * firebase-admin always calls https://fcm.googleapis.com; `agent` delivers those calls here over
 * plain HTTP (the adapter's httpAgent seam, with firebase-admin's HTTP/1.1 transport).
 */
export class FakeFcm {
  readonly requests: FcmRequest[] = []
  readonly deadTokens = new Set<string>()
  /** Tokens answered with a 400 INVALID_ARGUMENT of another kind (not a dead token). */
  readonly rejectedTokens = new Set<string>()
  readonly #server: Server
  #port = 0

  constructor() {
    this.#server = createServer(
      (req, res) =>
        void this.#handle(req).then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
          res.end(JSON.stringify(body))
        }),
    )
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    this.#port = (this.#server.address() as AddressInfo).port
    return this
  }

  /** An https.Agent whose sockets are plain TCP connections to this server, whatever host was asked. */
  get agent(): Agent {
    const port = this.#port
    return new (class extends Agent {
      override createConnection(): Socket {
        return connect(port, '127.0.0.1')
      }
    })()
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  async #handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '')
    if (req.method !== 'POST' || !match)
      return { status: 404, body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } }
    const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      message: FcmRequest['message']
    }
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, message })
    if (this.deadTokens.has(message.token)) {
      return {
        status: 404,
        body: {
          error: {
            code: 404,
            message: 'Requested entity was not found.',
            status: 'NOT_FOUND',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        },
      }
    }
    if (this.rejectedTokens.has(message.token)) {
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Request contains an invalid argument.',
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                errorCode: 'INVALID_ARGUMENT',
              },
            ],
          },
        },
      }
    }
    return { status: 200, body: { name: `projects/${match[1]}/messages/${this.requests.length}` } }
  }
}

/** Stands in for the service account's OAuth exchange (no call to Google's token endpoint). */
export const fakeFcmCredential: Credential = {
  getAccessToken: () => Promise.resolve({ access_token: 'fake-fcm-access-token', expires_in: 3600 }),
}

/** A syntactically real service-account key file's content. */
export function fakeServiceAccountJson(privateKeyPem: string, projectId = 'ledgerline-test'): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'abc123',
    private_key: privateKeyPem,
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
    client_id: '1234567890',
    token_uri: 'https://oauth2.googleapis.com/token',
  })
}

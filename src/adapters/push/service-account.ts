import { readFileSync } from 'node:fs'

/** The fields of a Google service-account key file that FCM needs. */
export interface ServiceAccount {
  readonly projectId: string
  readonly clientEmail: string
  readonly privateKey: string
}

/** Thrown at start-up when GOOGLE_APPLICATION_CREDENTIALS does not name a usable key file. */
export class PushCredentialsError extends Error {
  constructor(path: string, problem: string) {
    super(`GOOGLE_APPLICATION_CREDENTIALS (${path}) ${problem}`)
    this.name = 'PushCredentialsError'
  }
}

/**
 * Reads and checks a service-account key file, so a wrong path or a wrong file stops the start
 * with one clear message instead of failing on the first push hours later.
 */
export function readServiceAccount(path: string): ServiceAccount {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new PushCredentialsError(
      path,
      code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`,
    )
  }
  let json: Record<string, unknown>
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new PushCredentialsError(
      path,
      'is not JSON: give the service-account key file downloaded from the Firebase console',
    )
  }
  if (json === null || typeof json !== 'object' || json.type !== 'service_account') {
    throw new PushCredentialsError(
      path,
      'is not a service-account key file (its "type" is not "service_account")',
    )
  }
  const missing = ['project_id', 'client_email', 'private_key'].filter(
    (k) => typeof json[k] !== 'string' || json[k] === '',
  )
  if (missing.length > 0) throw new PushCredentialsError(path, `lacks ${missing.join(', ')}`)
  const privateKey = json.private_key as string
  if (!privateKey.includes('-----BEGIN PRIVATE KEY-----')) {
    throw new PushCredentialsError(path, 'has a private_key that is not a PEM private key')
  }
  return { projectId: json.project_id as string, clientEmail: json.client_email as string, privateKey }
}

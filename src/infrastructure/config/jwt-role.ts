/** The `role` claim of a JWT-shaped string, read without verifying it; undefined when not a JWT. */
export function unverifiedJwtRole(token: string): string | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return undefined
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    if (payload && typeof payload === 'object' && 'role' in payload && typeof payload.role === 'string') {
      return payload.role
    }
  } catch {
    return undefined
  }
  return undefined
}

/**
 * Encryption at rest for credentials the service must keep (a bank connection's access URL).
 * Contract: seal() returns text safe to store; open() gives back the plaintext only for the same
 * `context` (the row it belongs to, so a sealed value copied to another row does not open) and
 * throws otherwise, or when the value was sealed under a key the service no longer has.
 * `current(sealed)` says whether it was sealed under the current key (else re-seal it: rotation).
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string
  open(sealed: string, context: string): string
  current(sealed: string): boolean
}

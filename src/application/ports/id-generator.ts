/** Makes the server's ids (UUID v4 text). */
export interface IdGenerator {
  newId(): string
}

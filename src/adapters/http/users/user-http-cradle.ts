import type { GetMe } from '../../../application/use-cases/users/get-me.js'
import type { UpdateMe } from '../../../application/use-cases/users/update-me.js'

/** What the user routes need. */
export interface UserHttpCradle {
  getMe: GetMe
  updateMe: UpdateMe
}

import type { ApplyRules } from '../../../application/use-cases/rules/apply-rules.js'
import type { ManageRules } from '../../../application/use-cases/rules/manage-rules.js'
import type { CursorCodec } from '../cursor-codec.js'

/** What the rules routes need. */
export interface RulesHttpCradle {
  manageRules: ManageRules
  applyRules: ApplyRules
  /** Where apply and preview resume once they spent their time budget. */
  cursorCodec: CursorCodec
}

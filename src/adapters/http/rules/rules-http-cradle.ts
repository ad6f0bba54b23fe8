import type { ApplyRules } from '../../../application/use-cases/rules/apply-rules.js'
import type { ManageRules } from '../../../application/use-cases/rules/manage-rules.js'

/** What the rules routes need. */
export interface RulesHttpCradle {
  manageRules: ManageRules
  applyRules: ApplyRules
}

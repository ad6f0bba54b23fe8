import type { Log } from '../../../application/ports/log.js'
import type { AskAdvisor } from '../../../application/use-cases/advisor/ask-advisor.js'

/** What the advisor routes need. */
export interface AdvisorHttpCradle {
  askAdvisor: AskAdvisor
  advisorStreamSettings: { readonly pingIntervalMs: number }
  log: Log
}

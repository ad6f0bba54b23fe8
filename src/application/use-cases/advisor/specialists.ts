import { AGENT_BY_INTENT, type AgentName, type Intent } from '../../../domain/advisor/intent.js'
import type { ToolName } from './tools/registry.js'

export interface Specialist {
  readonly name: AgentName
  /** What this agent is for, added to the shared system prompt. */
  readonly focus: string
  readonly tools: readonly ToolName[]
}

const SPECIALISTS: Record<Intent, Omit<Specialist, 'name'>> = {
  portfolio: {
    focus:
      "You analyse the user's investments: allocation, concentration, gains and losses, diversification. Read the holdings before you comment on them.",
    tools: ['list_holdings', 'get_quote', 'list_accounts'],
  },
  spending: {
    focus:
      "You analyse where the user's money goes: categories, merchants, trends, unusual or recurring charges. Read the transactions or a summary before you give figures.",
    tools: ['spending_summary', 'list_transactions', 'list_accounts'],
  },
  budgeting: {
    focus:
      "You help the user plan: budgets per category, savings goals, paying down debt. Base every suggestion on the user's actual spending and income.",
    tools: ['spending_summary', 'list_transactions', 'list_accounts'],
  },
  market: {
    focus:
      "You explain market prices and moves in plain words, relating them to the user's own holdings where relevant. Quote prices only from the tools.",
    tools: ['get_quote', 'list_holdings'],
  },
  general: {
    focus: "You answer general personal-finance questions, using the user's data when it helps.",
    tools: ['spending_summary', 'list_transactions', 'list_accounts', 'list_holdings', 'get_quote'],
  },
}

export function specialistFor(intent: Intent): Specialist {
  return { name: AGENT_BY_INTENT[intent], ...SPECIALISTS[intent] }
}

/** What a question is about; each intent has one specialist agent (docs/api.md "AI"). */
export const INTENTS = ['portfolio', 'spending', 'budgeting', 'market', 'general'] as const
export type Intent = (typeof INTENTS)[number]

export const AGENT_BY_INTENT = {
  portfolio: 'portfolio_analyst',
  spending: 'spending_analyst',
  budgeting: 'budget_coach',
  market: 'market_analyst',
  general: 'general_advisor',
} as const satisfies Record<Intent, string>

export type AgentName = (typeof AGENT_BY_INTENT)[Intent]

/** How the intent was decided: clear words (rules), the fast model, or the default when neither could. */
export type IntentMethod = 'rules' | 'llm' | 'default'

export interface IntentDecision {
  readonly intent: Intent
  readonly method: IntentMethod
}

export function isIntent(value: unknown): value is Intent {
  return typeof value === 'string' && (INTENTS as readonly string[]).includes(value)
}

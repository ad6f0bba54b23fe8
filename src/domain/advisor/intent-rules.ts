import { INTENTS, type Intent } from './intent.js'

/**
 * Clear words and patterns per intent, with weights: a strong cue (2) decides alone, weak cues (1)
 * need company. The rules are deliberately conservative: when they are unsure, the fast model
 * decides (docs/api.md "Model tiers").
 */
const CUES: Readonly<Record<Exclude<Intent, 'general'>, readonly (readonly [RegExp, number])[]>> = {
  portfolio: [
    [/\b(my )?(portfolio|holdings?|positions?|allocation|diversif\w*|rebalanc\w*)\b/, 2],
    [/\b(unrealized|unrealised|gains?|losses|p&l|pnl|returns?)\b/, 1],
    [/\b(my|i own|i hold)\b.*\b(shares?|stocks?|etfs?|funds?|crypto|bitcoin|btc|eth)\b/, 2],
  ],
  spending: [
    [/\b(spen[dt]|spending|expenses?|expenditures?|purchases?|paid for|charges?)\b/, 2],
    [/\b(transactions?|merchants?|categor(y|ies)|receipts?|bills?)\b/, 1],
    [/\bhow much (did|have) i\b/, 2],
    [/\b(groceries|restaurants?|dining|subscriptions?|rent|fuel|uber|amazon)\b/, 1],
  ],
  budgeting: [
    [/\b(budget\w*|sav(e|ing|ings)|cut back|cut down|afford|emergency fund|debt|pay off|goals?)\b/, 2],
    [/\b(per month|monthly limit|allowance|plan|reduce|overspend\w*)\b/, 1],
  ],
  market: [
    [
      /\b(stock market|market|markets|index|indices|s&p|nasdaq|dow|earnings|ipo|fed|interest rates?|inflation)\b/,
      2,
    ],
    [/\b(price of|quote|trading at|share price|ticker)\b/, 2],
    [/\$[A-Z]{1,5}\b|\b[A-Z]{2,5}\b(?= (stock|shares?|price))/, 2],
    [/\b(bitcoin|ethereum|crypto)\b.*\b(price|worth|today)\b/, 1],
  ],
}

export interface RuleVerdict {
  /** The winning intent when the rules are sure; undefined when the model should decide. */
  readonly intent: Intent | undefined
  readonly scores: Readonly<Record<Intent, number>>
}

/** Sure = the best score is at least 2 and beats the runner-up by 2 (one strong cue more). */
export function classifyByRules(message: string): RuleVerdict {
  const lower = message.toLowerCase()
  const scores = Object.fromEntries(INTENTS.map((i) => [i, 0])) as Record<Intent, number>
  for (const [intent, cues] of Object.entries(CUES) as [
    Exclude<Intent, 'general'>,
    (readonly [RegExp, number])[],
  ][]) {
    for (const [pattern, weight] of cues) {
      // Ticker-like patterns look at the original casing; the rest at lower case.
      if (pattern.test(pattern.source.includes('[A-Z]') ? message : lower)) scores[intent] += weight
    }
  }
  const ranked = [...INTENTS].filter((i) => i !== 'general').sort((a, b) => scores[b] - scores[a])
  const [best, second] = ranked as [Intent, Intent]
  if (scores[best] >= 2 && scores[best] - scores[second] >= 2) return { intent: best, scores }
  if (isSmallTalk(lower)) return { intent: 'general', scores }
  return { intent: undefined, scores }
}

/** Greetings and thanks are 'general' without asking anyone. */
function isSmallTalk(lower: string): boolean {
  return /^\s*(hi|hello|hey|thanks|thank you|good (morning|afternoon|evening))\b[\s!.?]*$/.test(lower)
}

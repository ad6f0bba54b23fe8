import { expect } from 'chai'
import { classifyByRules } from '../../src/domain/advisor/intent-rules.js'

describe('advisor intent rules', () => {
  const sure: [string, string][] = [
    ['How much did I spend on groceries last month?', 'spending'],
    ['Show my biggest expenses this week', 'spending'],
    ['How is my portfolio allocated?', 'portfolio'],
    ['Are my holdings diversified enough?', 'portfolio'],
    ['Help me build a budget so I can save for an emergency fund', 'budgeting'],
    ['What is the share price of $TSLA today?', 'market'],
    ['Why is the stock market down?', 'market'],
    ['hi!', 'general'],
    ['thanks', 'general'],
  ]
  for (const [message, intent] of sure) {
    it(`"${message}" -> ${intent}`, () => {
      expect(classifyByRules(message).intent).to.equal(intent)
    })
  }

  const unsure = [
    'Should I worry?',
    'How is my portfolio doing in this market?',
    'What do you think about NVDA?',
    'Tell me something useful',
  ]
  for (const message of unsure) {
    it(`"${message}" is left to the model`, () => {
      expect(classifyByRules(message).intent).to.equal(undefined)
    })
  }
})

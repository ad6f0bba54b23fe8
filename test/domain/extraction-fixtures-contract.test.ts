import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from 'chai'
import { decimal } from '../../src/domain/money.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'

// Other people's recordings beside the checkout (../shared/fixtures): read here only, never copied.
const FOLDER = fileURLToPath(new URL('../../../shared/fixtures/notifications/', import.meta.url))

interface PushRow {
  readonly text: string
  readonly kind: string
  readonly expected_hand_labelled: {
    type: 'debit' | 'credit'
    amount: string
    merchant?: string | null
    account_last4?: string
  }
}

describe('extraction contract: the recorded real-format notifications (optional)', function () {
  before(function () {
    if (!existsSync(FOLDER)) {
      console.log(
        `    (skipped: ${FOLDER} is absent; the recorded notifications live beside the checkout in CI)`,
      )
      this.skip()
    }
  })

  it('reads amount, direction, merchant and last four of the US bank and wallet notifications', () => {
    const rows = readFileSync(`${FOLDER}us_push_notification_examples.jsonl`, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as PushRow)
    for (const row of rows) {
      const verdict = parseNotificationByRules({
        text: row.text,
        receivedAt: new Date('2023-10-20T15:00:00Z'),
      })
      if (verdict.outcome !== 'transaction') expect.fail(`${row.kind}: ${verdict.outcome} for "${row.text}"`)
      const t = verdict.transaction
      const e = row.expected_hand_labelled
      expect(decimal(t.amount).equals(e.amount), row.text).to.equal(true)
      expect(t.direction, row.text).to.equal(e.type)
      if (e.merchant) expect(t.merchant, row.text).to.equal(e.merchant)
      if (e.account_last4) expect(t.accountLast4, row.text).to.equal(e.account_last4)
    }
  })

  it('takes the debited amount, not the balance, in the transaction-sms-parser cases', () => {
    const { cases } = JSON.parse(readFileSync(`${FOLDER}transaction-sms-parser_cases.json`, 'utf8')) as {
      cases: { message: string }[]
    }
    for (const c of cases) {
      const verdict = parseNotificationByRules({
        text: c.message,
        receivedAt: new Date('2019-02-05T10:00:00Z'),
      })
      if (verdict.outcome !== 'transaction') expect.fail(`${verdict.outcome} for "${c.message}"`)
      expect(verdict.transaction).to.include({
        amount: '2000',
        currency: 'INR',
        accountLast4: '3423',
        balanceAfter: '2343.23',
        direction: 'debit',
      })
    }
  })
})

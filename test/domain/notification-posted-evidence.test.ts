import { expect } from 'chai'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'

const receivedAt = new Date('2026-12-01T10:00:00Z')
const rules = (text: string) => parseNotificationByRules({ text, receivedAt })

describe('notification rules: a transaction only with evidence that money moved', () => {
  it('leaves to the model a payment noun whose outcome is in words no list holds', () => {
    for (const text of [
      'Acme Bank: Your payment of $120.00 to CITY POWER is on hold until you verify it.',
      'Banco Ejemplo: El pago de 45,00 € a ENDESA queda a la espera de tu firma.',
      'Banque Exemple : le prélèvement de 32,00 € de ORANGE arrive bientôt sur votre compte.',
    ])
      expect(rules(text), text).to.deep.equal({ outcome: 'unknown' })
  })

  it('still reads a completed money verb, a card payment, a booking noun and a success word', () => {
    for (const [text, amount] of [
      ['Acme Bank: $42.00 debited from your account ending 5521 at SHELL.', '42.00'],
      ['Acme Bank: Card payment of $9.99 at NETFLIX.COM, card ending 1234.', '9.99'],
      ['Banque Exemple : Paiement CB de 15,00 € chez FNAC LYON.', '15.00'],
      ['Musterbank: Kartenzahlung 12,40 EUR bei REWE Markt.', '12.40'],
      ['Musterbank: Gutschrift 300,00 EUR von Max Beispiel.', '300.00'],
      ['Acme Pay: Payment of $50.00 to CITY WATER was successful.', '50.00'],
    ] as const) {
      const verdict = rules(text)
      expect(verdict.outcome, text).to.equal('transaction')
      if (verdict.outcome === 'transaction') expect(verdict.transaction.amount, text).to.equal(amount)
    }
  })
})

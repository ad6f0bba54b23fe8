import { expect } from 'chai'
import { merchantKey } from '../../src/domain/categories/merchant-key.js'
import { replaceDomains, replaceHandles } from '../../src/domain/categories/merchant-text.js'

/** The two expressions as they were written first (quadratic on a long word): the reference. */
const HANDLE_REFERENCE = /([a-z0-9][a-z0-9._-]*)@[a-z][a-z0-9.-]*/g
const DOMAIN_REFERENCE = /(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,6})\b(?:\/[^\s*]*)?/g
const HANDLE_NOISE = new Set([
  'payu',
  'razorpay',
  'rzp',
  'cashfree',
  'billdesk',
  'pg',
  'pay',
  'merchant',
  'mer',
])
const TLDS = new Set(
  'com net org co io in uk de tr fr es it nl ie eu app tv me ai us info biz shop store online ca au jp gov edu ac'.split(
    ' ',
  ),
)
const handlesByReference = (text: string) =>
  text.replace(HANDLE_REFERENCE, (_whole, handle: string) => {
    const parts = handle.split(/[._-]+/).filter((p) => p !== '' && !HANDLE_NOISE.has(p) && !/\d{2}/.test(p))
    return ` ${parts.length > 0 ? parts.join(' ') : handle} `
  })
const domainsByReference = (text: string) =>
  text.replace(DOMAIN_REFERENCE, (whole, host: string) => {
    const labels = host.split('.')
    if (!TLDS.has(labels[labels.length - 1]!)) return whole
    while (labels.length > 1 && TLDS.has(labels[labels.length - 1]!)) labels.pop()
    return ` ${labels[labels.length - 1]} `
  })

describe('merchant text in time linear in its length', () => {
  const typical = [
    'upi/p2m/412345678901/swiggy/yesb/swiggy@ybl',
    'upi-zomato ltd-zomato.payu@hdfcbank-hdfc0000001-412345678901-upi',
    'paytm-merchant@paytm',
    'john.doe_22@example.co.uk refund',
    'sent to 9876543210@ybl',
    'a@b_c@d',
    'netflix.com 866-579-7172 ca',
    'help.uber.com',
    'amazon.co.uk*mk1234',
    'apple.com/bill itunes.com',
    'https://www.spotify.com/premium',
    'xhttp://foo.com',
    'www.coursera.org 2024-03-12',
    'tic.ltd a.s. istanbul',
    'sq *blue bottle #123 san francisco us',
    'pos purchase 12/03 walgreens #1234 oakland ca',
    'paypal *ebay.de',
    '',
    '@@@ ... --- ___',
  ]

  it('finds the same handles and web addresses as the expressions did, on typical merchant text', () => {
    for (const text of typical) {
      expect(replaceHandles(text), text).to.equal(handlesByReference(text))
      expect(replaceDomains(text), text).to.equal(domainsByReference(text))
    }
  })

  it('finds the same on 20,000 generated strings of the characters that matter', () => {
    const tokens = [
      'a',
      'z',
      '1',
      '.',
      '-',
      '_',
      '@',
      '/',
      ':',
      ' ',
      '*',
      'http://',
      'https://',
      'www.',
      '.com',
      '.co.uk',
      'ab',
      '..',
    ]
    let seed = 11
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n
    for (let i = 0; i < 20_000; i++) {
      let text = ''
      for (let k = 1 + next(14); k > 0; k--) text += tokens[next(tokens.length)]
      expect(replaceHandles(text), text).to.equal(handlesByReference(text))
      expect(replaceDomains(text), text).to.equal(domainsByReference(text))
    }
  })

  it('keys a 60,000-character word well under a second, whatever it is made of', () => {
    const shapes: Record<string, string> = {
      letters: 'A'.repeat(60_000),
      digits: '7'.repeat(60_000),
      dotted: 'a.'.repeat(30_000),
      hyphens: 'ab-'.repeat(20_000),
      accented: 'é'.repeat(60_000),
      stars: '*'.repeat(60_000),
      times: '1:'.repeat(30_000),
      handles: 'a@'.repeat(30_000),
      schemes: 'http://'.repeat(8_571),
    }
    for (const [shape, word] of Object.entries(shapes)) {
      const started = performance.now()
      merchantKey(`POS ${word} LONDON`)
      const ms = performance.now() - started
      expect(ms, `${shape}: ${ms.toFixed(0)} ms`).to.be.below(1_000)
    }
  })
})

import { expect } from 'chai'
import { ResponseValidator } from '../support/response-validator.js'

/** The check every HTTP test's responses go through (test-app.ts) must bite when the code drifts. */
describe('the response check against /openapi.json', () => {
  const validator = new ResponseValidator()
  const json = (status: number, body: unknown, type = 'application/json') =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })
  const account = {
    id: '0b6e1c4e-8a65-4d3a-9a53-2f1f0f6a0c11',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    version: 1,
    name: 'Checking',
    type: 'checking',
    institution: null,
    currency: 'USD',
    balance: '12.50',
    is_active: true,
  }

  it('accepts a response as documented', async () => {
    expect(await validator.check('GET', `http://x/accounts/${account.id}`, json(200, account))).to.equal(
      undefined,
    )
    expect(await validator.check('GET', 'http://x/accounts/', json(200, [account]))).to.equal(undefined)
  })

  it('names a field the document does not have, a wrong type, a money float and a problem that is not one', async () => {
    const url = `http://x/accounts/${account.id}`
    expect(await validator.check('GET', url, json(200, { ...account, secret: 1 }))).to.contain('additional')
    expect(await validator.check('GET', url, json(200, { ...account, version: '1' }))).to.contain('/version')
    expect(await validator.check('GET', url, json(200, { ...account, balance: 12.5 }))).to.contain('/balance')
    expect(
      await validator.check('GET', url, json(404, { oops: true }, 'application/problem+json')),
    ).to.contain('required')
    expect(await validator.check('GET', url, json(200, account, 'application/problem+json'))).to.contain(
      'not a documented media type',
    )
  })
})

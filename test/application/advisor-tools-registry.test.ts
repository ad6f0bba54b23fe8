import { expect } from 'chai'
import { ADVISOR_TOOLS } from '../../src/application/use-cases/advisor/tools/registry.js'
import { toolRange } from '../../src/application/use-cases/advisor/tools/tool-range.js'
import { ToolArgumentError } from '../../src/application/use-cases/advisor/tools/tool.js'
import { expectRejection } from '../support/expect-rejection.js'

describe('advisor tools: the registry and the day window', () => {
  it('lists each tool under the name the tool gives the model, with an object JSON Schema', () => {
    for (const [key, tool] of Object.entries(ADVISOR_TOOLS)) {
      expect(tool.name).to.equal(key)
      expect(tool.parameters).to.include({ type: 'object', additionalProperties: false })
    }
  })

  it('toolRange: whole UTC days, `to` included, defaults back from today, at most two years', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const iso = (r: ReturnType<typeof toolRange>) => [r.from.toISOString(), r.to.toISOString(), r.last]
    expect(iso(toolRange(undefined, undefined, 30, now))).to.deep.equal([
      '2026-10-23T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
      '2026-11-21',
    ])
    expect(iso(toolRange('2026-11-01', '2026-11-30', 90, now))).to.deep.equal([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-11-30',
    ])
    expect(toolRange('2000-01-01', '2026-11-30', 90, now).from.toISOString()).to.equal(
      '2024-11-30T00:00:00.000Z',
    )
    expect(iso(toolRange('2026-11-10', '2026-11-01', 90, now)).slice(2)).to.deep.equal(['2026-11-10'])
    await expectRejection(
      Promise.resolve().then(() => toolRange('2026-13-45', undefined, 30, now)),
      ToolArgumentError,
    )
  })
})

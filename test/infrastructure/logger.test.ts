import { Writable } from 'node:stream'
import { expect } from 'chai'
import { withLogContext } from '../../src/adapters/log-context.js'
import { createLogger } from '../../src/infrastructure/logger.js'

describe('logger', () => {
  it('redacts tokens, keys and passwords', () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) })
    const logger = createLogger('info', sink)
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
        config: { serviceKey: 'sk-123' },
        user: { password: 'hunter2', token: 't0k' },
      },
      'x',
    )
    const line = lines.join('')
    for (const secret of ['abc.def.ghi', 'sk-123', 'hunter2', 't0k']) expect(line).to.not.contain(secret)
    expect(line).to.contain('[redacted]')
  })

  it('adds the request id of the surrounding request to every line', () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => (
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>),
        done()
      ),
    })
    const logger = createLogger('info', sink)
    withLogContext({ request_id: 'req-1' }, () => logger.info({}, 'inside'))
    logger.info({}, 'outside')
    expect(lines[0]).to.include({ request_id: 'req-1', msg: 'inside' })
    expect(lines[1]).to.not.have.property('request_id')
  })
})

import { Writable } from 'node:stream'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { systemClock } from '../../src/adapters/clock/system-clock.js'
import { createLogger } from '../../src/infrastructure/logger.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import {
  describeClockContract,
  describeIdGeneratorContract,
  describeLogContract,
} from './kernel-ports.contract.js'

const PINO_LEVELS: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' }

/** The small ports' contracts, held by their fakes and by the adapters the service runs on. */
describe('contract: Clock, IdGenerator, Log', () => {
  describe('Clock', () => {
    describe('FixedClock', () => describeClockContract(() => new FixedClock()))
    describe('systemClock', () => describeClockContract(() => systemClock))
  })
  describe('IdGenerator', () => {
    describe('FakeIdGenerator', () => describeIdGeneratorContract(() => new FakeIdGenerator()))
    describe('randomIdGenerator', () => describeIdGeneratorContract(() => randomIdGenerator))
  })
  describe('Log', () => {
    describe('FakeLog', () =>
      describeLogContract(() => {
        const log = new FakeLog()
        return { port: log, said: () => log.entries }
      }))
    describe('the pino logger (createLogger)', () =>
      describeLogContract(() => {
        const lines: Record<string, unknown>[] = []
        const sink = new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            for (const line of chunk.toString().split('\n').filter(Boolean))
              lines.push(JSON.parse(line) as Record<string, unknown>)
            done()
          },
        })
        const port = createLogger('debug', sink)
        return {
          port,
          said: () =>
            lines.map(({ level, msg, ...fields }) => ({
              level: PINO_LEVELS[level as number] ?? String(level),
              message: String(msg),
              fields,
            })),
        }
      }))
  })
})

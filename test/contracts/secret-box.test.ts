import { randomBytes } from 'node:crypto'
import { AesGcmSecretBox } from '../../src/adapters/secrets/aes-gcm-secret-box.js'
import { FakeSecretBox } from '../fakes/fake-secret-box.js'
import { describeSecretBoxContract } from './secret-box.contract.js'

/** SecretBox, held by its fake and by the AES-256-GCM box the service seals bank credentials with. */
describe('contract: SecretBox', () => {
  describe('FakeSecretBox', () => {
    describeSecretBoxContract(() => ({
      port: new FakeSecretBox('first'),
      rotated: new FakeSecretBox('second', ['first']),
      stranger: new FakeSecretBox('other'),
    }))
  })

  describe('AesGcmSecretBox', () => {
    describeSecretBoxContract(() => {
      const first = randomBytes(32)
      return {
        port: new AesGcmSecretBox(first),
        rotated: new AesGcmSecretBox(randomBytes(32), [first]),
        stranger: new AesGcmSecretBox(randomBytes(32)),
      }
    })
  })
})

import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { BankSyncNotifier } from '../../src/application/ports/bank-sync-notifier.js'

/** A BankSyncNotifier under test, and what each user was told through it, oldest first. */
export interface BankSyncNotifierSubject {
  readonly port: BankSyncNotifier
  readonly newUserId: () => Promise<string>
  readonly told: (userId: string) => Promise<{ connectionId: string; message: string }[]>
}

/**
 * What BankSyncNotifier promises (application/ports/bank-sync-notifier.ts). `make(true)` is a
 * notifier whose push delivery fails (push configured, the service down), where there is one.
 */
export function describeBankSyncNotifierContract(
  make: (pushFails: boolean) => Promise<BankSyncNotifierSubject>,
) {
  it('tells the user once per call, naming the connection, with the message', async () => {
    const { port, newUserId, told } = await make(false)
    const [alice, bob] = [await newUserId(), await newUserId()]
    const connection = randomUUID()
    await port.connectionNeedsAttention(alice, connection, 'You must reauthenticate.')
    expect(await told(alice)).to.deep.equal([
      { connectionId: connection, message: 'You must reauthenticate.' },
    ])
    expect(await told(bob)).to.deep.equal([])
  })

  it('never fails the caller for a push it could not deliver: the in-app notification stays', async () => {
    const { port, newUserId, told } = await make(true)
    const alice = await newUserId()
    const connection = randomUUID()
    await port.connectionNeedsAttention(alice, connection, 'The subscription lapsed.')
    expect(await told(alice)).to.deep.equal([
      { connectionId: connection, message: 'The subscription lapsed.' },
    ])
  })
}

import { expect } from 'chai'
import { EmbeddingUnavailableError } from '../../src/domain/errors.js'
import type { Embedder } from '../../src/application/ports/embedder.js'
import { expectRejection } from '../support/expect-rejection.js'
import { eachSubject } from './subject.js'

/** An Embedder under test, and a way to take the embedding server down. */
export interface EmbedderSubject {
  readonly port: Embedder
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

/** What Embedder promises (application/ports/embedder.ts). */
export function describeEmbedderContract(make: () => Promise<EmbedderSubject>) {
  const current = eachSubject(make)

  it('embeds each text, in input order, as a unit vector of `dimensions` numbers', async () => {
    const subject = current()
    const texts = ['coffee at Blue Bottle', 'rent for November', 'coffee at Blue Bottle']
    const vectors = await subject.port.embed(texts)
    expect(vectors).to.have.length(3)
    for (const v of vectors) {
      expect(v).to.have.length(subject.port.dimensions)
      expect(Math.hypot(...v)).to.be.closeTo(1, 1e-6)
    }
    expect(vectors[2]).to.deep.equal(vectors[0])
    expect(vectors[1]).to.not.deep.equal(vectors[0])
    expect(await subject.port.status()).to.equal('up')
  })

  it('an unreachable server is EmbeddingUnavailableError, and status says down', async () => {
    const subject = current()
    await subject.port.embed(['warm up'])
    subject.breakDown()
    await expectRejection(subject.port.embed(['anything']), EmbeddingUnavailableError)
    expect(await subject.port.status()).to.equal('down')
  })
}

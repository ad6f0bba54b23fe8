import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect } from 'chai'

const run = promisify(execFile)
const TOOL = 'embedding/tools/gen-bert-model.mjs'

describe('the offline test-model generator (embedding/tools/gen-bert-model.mjs)', () => {
  it('prints its usage for --help and exits 0', async () => {
    const { stdout, stderr } = await run(process.execPath, [TOOL, '--help'])
    expect(stdout + stderr)
      .to.contain('usage:')
      .and.contain('--preset')
      .and.contain('EMBEDDING_MODEL_PATH')
  })

  it('answers an unknown option or a missing --out with the problem and the usage, exit 2, no stack', async () => {
    for (const args of [['--bogus'], ['--preset', 'tiny']]) {
      const failed = await run(process.execPath, [TOOL, ...args]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      )
      expect(failed.code, args.join(' ')).to.equal(2)
      expect(failed.stderr)
        .to.match(/^gen-bert-model: /)
        .and.contain('usage:')
        .and.not.contain('    at ')
    }
  })
})

import { expect } from 'chai'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { RuleDraft } from '../../src/application/ports/rule-repository.js'
import { compileRuleTest } from '../../src/domain/rules/rule-match.js'
import { DEFAULT_RULE_WORK_BUDGET } from '../../src/application/use-cases/rules/rule-work-pace.js'
import { RuleStep } from '../../src/application/use-cases/rules/rule-step.js'
import { CategorizationPipeline } from '../../src/application/use-cases/categorization/categorization-pipeline.js'
import { LearnMerchantChoice } from '../../src/application/use-cases/categorization/learn-merchant-choice.js'
import { LearnedStep } from '../../src/application/use-cases/categorization/learned-step.js'
import { MODEL_LIMITS, ModelStep } from '../../src/application/use-cases/categorization/model-step.js'
import { PipelineCategorizer } from '../../src/application/use-cases/categorization/pipeline-categorizer.js'
import { RecategorizeTransactions } from '../../src/application/use-cases/categorization/recategorize-transactions.js'
import { SimilarStep } from '../../src/application/use-cases/categorization/similar-step.js'
import { NotFoundError } from '../../src/domain/errors.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryCategorizableTransactions } from '../fakes/in-memory-categorizable-transactions.js'
import { ImmediateUnitOfWork } from '../fakes/immediate-unit-of-work.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryRuleRepository } from '../fakes/in-memory-rule-repository.js'
import { InMemoryMerchantChoiceRepository } from '../fakes/in-memory-merchant-choice-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { InMemoryTransactionVectorStore } from '../fakes/in-memory-transaction-vector-store.js'
import { expectRejection } from '../support/expect-rejection.js'
import { uncategorizedDraft } from '../support/transaction-drafts.js'

const USER = 'user-a'

const draft = uncategorizedDraft

/** A user rule: merchant is `merchant` -> the actions. */
const userRule = (merchant: string, actions: RuleDraft['actions']): RuleDraft => ({
  conditions: [{ field: 'merchant', op: 'is', value: merchant }],
  match: 'all',
  actions,
  priority: 100,
  enabled: true,
  createdFrom: 'user',
})

async function setup(options: { llm?: FakeLlm; embedder?: FakeEmbedder } = {}) {
  const categories = new InMemoryCategoryRepository()
  let categoryReads = 0
  const list = categories.list.bind(categories)
  categories.list = (userId) => {
    categoryReads++
    return list(userId)
  }
  const rules = new InMemoryRuleRepository(categories)
  const hitCalls: Map<string, number>[] = []
  const recordHits = rules.recordHits.bind(rules)
  rules.recordHits = (userId, hits) => {
    hitCalls.push(new Map(hits))
    return recordHits(userId, hits)
  }
  await categories.list(USER)
  const ruleAt = new Date('2026-11-01T00:00:00Z')
  // Merchant "RULED" is fees; "RENAME ME" is renamed and noted only.
  await rules.insert(USER, 'r1', userRule('RULED', { category: 'fees' }), ruleAt)
  await rules.insert(
    USER,
    'r2',
    userRule('RENAME ME', { merchant: 'Blue Bottle', notesAppend: '#renamed' }),
    ruleAt,
  )
  const merchantChoices = new InMemoryMerchantChoiceRepository()
  const transactions = new InMemoryTransactionRepository()
  const transactionVectors = new InMemoryTransactionVectorStore(transactions)
  const log = new FakeLog()
  const llm = options.llm ?? new FakeLlm({ configured: false })
  const embedder = options.embedder ?? new FakeEmbedder()
  const clock = new FixedClock('2026-11-21T12:00:00Z', { stepMs: 1000 })
  const pipeline = new CategorizationPipeline({
    categories,
    rules,
    // Listed out of order on purpose: the pipeline orders them.
    categorizationSteps: [
      new ModelStep({ llm, log }),
      new SimilarStep({ embedder, transactionVectors, log }),
      new LearnedStep({ merchantChoices }),
      new RuleStep({
        rules,
        compiledRules: { testOf: compileRuleTest },
        ruleWorkBudget: DEFAULT_RULE_WORK_BUDGET,
      }),
    ],
  })
  const learn = new LearnMerchantChoice({
    merchantChoices,
    categories,
    rules,
    clock,
    ids: new FakeIdGenerator(),
  })
  const recategorize = new RecategorizeTransactions({
    categorizableTransactions: new InMemoryCategorizableTransactions(transactions),
    categorizationPipeline: pipeline,
    clock,
  })
  const categorizer = new PipelineCategorizer({
    categorizationPipeline: pipeline,
    learnMerchantChoice: learn,
    recategorizeTransactions: recategorize,
    unitOfWork: new ImmediateUnitOfWork(),
    log,
  })
  let n = 0
  /** Saves a transaction the user categorised, and tells learning. */
  const choose = async (merchant: string, category: string, userId = USER) => {
    const saved = await transactions.insert(userId, `t-${++n}`, draft(merchant, { category }), clock.now())
    await categorizer.chosen(userId, saved)
    return saved
  }
  return {
    categorizer,
    hitCalls,
    choose,
    rules,
    merchantChoices,
    transactions,
    log,
    llm,
    embedder,
    recategorize,
    categoryReads: () => categoryReads,
  }
}

describe('categorisation pipeline (application, on fakes)', () => {
  it('tries rules, learned, similar, model in that order and stops at the first category', async () => {
    const llm = new FakeLlm().answer({ answers: [{ index: 0, category: 'shopping', confidence: 0.7 }] })
    const s = await setup({ llm })
    await s.choose('Blue Bottle Coffee', 'coffee') // learned for "blue bottle coffee"
    await s.choose('Shell Station', 'fuel') // a neighbour for "Shell Station Fremont" (a town the merchant key keeps)
    const out = await s.categorizer.categorize(USER, [
      draft('RULED'),
      draft('SQ *BLUE BOTTLE COFFEE #42'),
      draft('Shell Station Fremont'),
      draft('Unknown Gadget Store'),
    ])
    expect(out.map((d) => [d.category, d.categorySource])).to.deep.equal([
      ['fees', 'rule'],
      ['coffee', 'learned'],
      ['fuel', 'similar'],
      ['shopping', 'model'],
    ])
    // The model saw only what no earlier step categorised.
    expect(llm.requests).to.have.length(1)
    const asked = (llm.prompt(0).transactions as { merchant: string }[]).map((t) => t.merchant)
    expect(asked).to.deep.equal(['Unknown Gadget Store'])
    expect(out[0]!.categoryConfidence).to.equal(1)
    expect(out[3]!.categoryConfidence).to.equal(0.7)
  })

  it("never touches a draft with a category: the user's choice wins over every step", async () => {
    const s = await setup()
    await s.choose('Blue Bottle', 'coffee')
    const mine = draft('RULED', { category: 'gifts' })
    const out = await s.categorizer.categorize(USER, [mine, draft('Blue Bottle', { category: 'dining' })])
    expect(out[0]).to.equal(mine)
    expect(out[1]!.category).to.equal('dining')
    expect(out[1]!.categorySource).to.equal(undefined)
    expect(s.hitCalls).to.deep.equal([])
  })

  it('learns after one choice: the next transaction from the merchant, however spelled, gets it', async () => {
    const s = await setup()
    await s.choose('TST* Blue Bottle #123', 'coffee')
    const [next] = await s.categorizer.categorize(USER, [draft('BLUE BOTTLE 77')])
    expect(next).to.include({ category: 'coffee', categorySource: 'learned', categoryConfidence: 1 })
    // The latest choice wins; the confidence is the share of agreeing choices.
    await s.choose('Blue Bottle', 'dining')
    const [after] = await s.categorizer.categorize(USER, [draft('blue bottle')])
    expect(after).to.include({ category: 'dining', categorySource: 'learned', categoryConfidence: 0.5 })
  })

  it('makes one visible rule after two consistent choices, never twice, and not again once deleted', async () => {
    const s = await setup()
    await s.choose('Blue Bottle', 'coffee')
    expect((await s.rules.list(USER)).filter((r) => r.createdFrom === 'learned')).to.have.length(0)
    await s.choose('SQ *BLUE BOTTLE', 'coffee')
    await s.choose('Blue Bottle #9', 'coffee')
    const rules = (await s.rules.list(USER)).filter((r) => r.createdFrom === 'learned')
    expect(rules).to.have.length(1)
    expect(rules[0]).to.deep.include({
      createdFrom: 'learned',
      conditions: [{ field: 'merchant', op: 'contains', value: 'blue bottle' }],
      actions: { category: 'coffee' },
      enabled: true,
      match: 'all',
    })
    await s.rules.delete(USER, rules[0]!.id)
    await s.choose('Blue Bottle', 'coffee')
    await s.choose('Blue Bottle', 'coffee')
    expect((await s.rules.list(USER)).filter((r) => r.createdFrom === 'learned')).to.have.length(0)
  })

  it("a later different choice moves learning's own rule along, but never a rule the user edited", async () => {
    const s = await setup()
    await s.choose('Blue Bottle', 'coffee')
    await s.choose('Blue Bottle', 'coffee')
    await s.choose('Blue Bottle', 'dining')
    const [moved] = (await s.rules.list(USER)).filter((r) => r.createdFrom === 'learned')
    expect(moved!.actions).to.deep.equal({ category: 'dining' })

    await s.choose('Ralphs', 'groceries')
    await s.choose('Ralphs', 'groceries')
    const ralphs = (await s.rules.list(USER))
      .filter((r) => r.createdFrom === 'learned')
      .find((r) => r.actions.category === 'groceries')!
    await s.rules.update(USER, ralphs.id, { ...ralphs, priority: 50 }, new Date())
    await s.choose('Ralphs', 'shopping')
    expect((await s.rules.get(USER, ralphs.id))!.actions).to.deep.equal({ category: 'groceries' })
  })

  it("rejects a model answer outside the user's categories: never invents one", async () => {
    const llm = new FakeLlm().answer({
      answers: [{ index: 0, category: 'pizza parlours', confidence: 0.99 }],
    })
    const s = await setup({ llm })
    const [out] = await s.categorizer.categorize(USER, [draft('Tony Pizza')])
    expect(out).to.include({ category: null, categorySource: 'none', categoryConfidence: null })
    expect(s.log.messages('warn')).to.include('model categorisation skipped: the model call failed')
  })

  it('asks the model at most MODEL_LIMITS.callsPerBatch times per batch, each merchant once', async () => {
    const llm = new FakeLlm({
      bySchema: {
        transaction_categories: (r: { messages: { role: string; content: unknown }[] }) => {
          const asked = JSON.parse(r.messages[1]!.content as string) as { transactions: unknown[] }
          return {
            answers: asked.transactions.map((_, index) => ({ index, category: 'shopping', confidence: 0.6 })),
          }
        },
      },
    })
    const s = await setup({ llm })
    const drafts = Array.from({ length: 1_000 }, (_, i) =>
      draft(`Store ${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`),
    )
    const out = await s.categorizer.categorize(USER, [...drafts, ...drafts])
    expect(llm.requests).to.have.length(MODEL_LIMITS.callsPerBatch)
    const categorised = out.filter((d) => d.category === 'shopping').length
    expect(categorised).to.equal(2 * MODEL_LIMITS.callsPerBatch * MODEL_LIMITS.transactionsPerCall)
  })

  it('skips the similar step when the embedding server is down, logs it, and goes on to the model', async () => {
    const llm = new FakeLlm().answer({ answers: [{ index: 0, category: 'fuel', confidence: 0.8 }] })
    const embedder = new FakeEmbedder()
    const s = await setup({ llm, embedder })
    await s.choose('Shell Station', 'fuel')
    embedder.down()
    const [out] = await s.categorizer.categorize(USER, [draft('Shell Station Fremont')])
    expect(out).to.include({ category: 'fuel', categorySource: 'model' })
    expect(s.log.messages('warn')).to.include('similar categorisation skipped: the embedding server failed')
  })

  it('reads the categories and the learned choices once for a batch of 10,000 and records rule hits once', async () => {
    const s = await setup()
    await s.choose('Blue Bottle', 'coffee')
    let choiceReads = 0
    const forKeys = s.merchantChoices.forKeys.bind(s.merchantChoices)
    s.merchantChoices.forKeys = (u, k) => {
      choiceReads++
      return forKeys(u, k)
    }
    const before = s.categoryReads()
    const drafts = Array.from({ length: 10_000 }, (_, i) =>
      draft(i % 3 === 0 ? 'RULED' : i % 3 === 1 ? 'Blue Bottle' : 'RENAME ME'),
    )
    const out = await s.categorizer.categorize(USER, drafts)
    expect(s.categoryReads() - before).to.equal(1)
    expect(choiceReads).to.equal(1)
    expect(s.hitCalls).to.have.length(1)
    expect(Object.fromEntries(s.hitCalls[0]!)).to.deep.equal({ r1: 3334, r2: 3333 })
    // A rule that only renames: later steps see the new name (learned: Blue Bottle is coffee).
    expect(out[2]).to.include({
      merchant: 'Blue Bottle',
      notes: '#renamed',
      category: 'coffee',
      categorySource: 'learned',
    })
  })

  it("re-runs on saved transactions: dry run answers the changes, a run writes them, a user's category is never touched", async () => {
    const s = await setup()
    const mine = await s.choose('Blue Bottle', 'dining') // the user's own: stays dining
    await s.choose('Blue Bottle', 'coffee')
    const open = await s.transactions.insert(USER, 'open-1', draft('BLUE BOTTLE #5'), new Date())
    const ids = [mine.id, open.id]
    const dry = await s.recategorize.execute({ userId: USER, ids, dryRun: true })
    expect(dry.examined).to.equal(1)
    expect(dry.changes).to.deep.equal([
      {
        id: 'open-1',
        from: null,
        fromSource: 'none',
        category: 'coffee',
        source: 'learned',
        confidence: 0.5,
      },
    ])
    expect((await s.transactions.get(USER, 'open-1'))!.category).to.equal(null)
    const run = await s.recategorize.execute({ userId: USER, allUncategorized: true, dryRun: false })
    expect(run.changes.map((c) => c.id)).to.deep.equal(['open-1'])
    expect(await s.transactions.get(USER, 'open-1')).to.include({
      category: 'coffee',
      categorySource: 'learned',
    })
    expect((await s.transactions.get(USER, mine.id))!.category).to.equal('dining')
  })

  it("answers 404 for another user's transaction and writes nothing", async () => {
    const s = await setup()
    const theirs: Transaction = await s.transactions.insert(
      'user-b',
      'theirs',
      draft('Blue Bottle'),
      new Date(),
    )
    await expectRejection(
      s.recategorize.execute({ userId: USER, ids: [theirs.id], dryRun: false }),
      NotFoundError,
    )
  })

  it("never learns from another user's choices", async () => {
    const s = await setup()
    await s.choose('Blue Bottle', 'coffee', 'user-b')
    await s.choose('Blue Bottle', 'coffee', 'user-b')
    const [out] = await s.categorizer.categorize(USER, [draft('Blue Bottle')])
    expect(out!.category).to.equal(null)
  })
})

import { asFunction } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { Llm } from '../../application/ports/llm.js'
import { LlmHealth } from '../../adapters/llm/llm-health.js'
import { OpenAiLlm } from '../../adapters/llm/openai-llm.js'
import { UsageRecorder } from '../../adapters/llm/usage-recorder.js'
import { MeteredLlm } from '../../adapters/metrics/metered-llm.js'
import { KyselyLlmUsageRepository } from '../../adapters/postgres/kysely-llm-usage-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface LlmCradle {
  llm: Llm
  llmUsage: UsageRecorder
  llmHealth: ComponentHealth
}

type LlmNeeds = Pick<FoundationCradle, 'db' | 'clock' | 'log' | 'metrics'>

type Reads = LlmCradle & LlmNeeds
const singleton = singletonsOf<Reads>()

/**
 * The language models (`llm`, one client for both tiers), its /ready entry, and per-user token
 * accounting (`llmUsage`): every call that names a userId is added to llm_usage.
 */
export const llmArea = defineArea<LlmCradle, LlmNeeds>('llm', ({ config }) => ({
  // At shutdown, the calls recorded but not yet written are written before the pool closes.
  llmUsage: asFunction(
    (c: Reads) =>
      new UsageRecorder({ store: new KyselyLlmUsageRepository({ db: c.db }), clock: c.clock, log: c.log }),
  )
    .singleton()
    .disposer((recorder) => recorder.drain()),
  llm: asFunction(
    (c: Reads) => new MeteredLlm(new OpenAiLlm(config.llm, c.llmUsage.listener), c.metrics),
  ).singleton(),
  llmHealth: singleton(LlmHealth),
}))

import { asFunction, type AwilixContainer } from 'awilix'
import { LlmHealth } from '../../adapters/llm/llm-health.js'
import { OpenAiLlm } from '../../adapters/llm/openai-llm.js'
import { MeteredLlm } from '../../adapters/metrics/metered-llm.js'
import { UsageRecorder } from '../../adapters/llm/usage-recorder.js'
import { KyselyLlmUsageRepository } from '../../adapters/postgres/kysely-llm-usage-repository.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/**
 * The language models (`llm`, one client for both tiers), its /ready entry, and per-user token
 * accounting (`llmUsage`): every call that names a userId is added to llm_usage.
 */
export function registerLlm(container: AwilixContainer<Cradle>, config: Config): void {
  container.register({
    llmUsage: asFunction(
      (c: Cradle) =>
        new UsageRecorder({ store: new KyselyLlmUsageRepository({ db: c.db }), clock: c.clock, log: c.log }),
    ).singleton(),
    llm: asFunction(
      (c: Cradle) => new MeteredLlm(new OpenAiLlm(config.llm, c.llmUsage.listener), c.metrics),
    ).singleton(),
    llmHealth: asFunction((c: Cradle) => new LlmHealth({ llm: c.llm })).singleton(),
  })
}

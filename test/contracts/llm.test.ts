import { OpenAiLlm, type OpenAiLlmSettings } from '../../src/adapters/llm/openai-llm.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { FakeOpenAi } from '../support/fake-openai.js'
import { describeLlmContract } from './llm.contract.js'

/** The Llm contract, held by FakeLlm and by OpenAiLlm (the real SDK) over the fake OpenAI server. */
describe('contract: Llm', () => {
  describe('FakeLlm', () => {
    describeLlmContract(async () => {
      const fake = new FakeLlm()
      return {
        port: fake,
        answerJson: (value) => void fake.answer(value),
        answerText: (pieces, usage) =>
          void fake.turn(...pieces.map((delta) => ({ type: 'text_delta' as const, delta })), {
            type: 'done',
            usage: { inputTokens: usage.input, outputTokens: usage.output },
          }),
        breakDown: () => void fake.failWith(new UpstreamUnavailableError('llm', 'the model call failed')),
        unconfigured: () => new FakeLlm({ configured: false }),
      }
    })
  })

  describe('OpenAiLlm over a fake OpenAI-compatible server', () => {
    let server: FakeOpenAi
    before(async () => {
      server = await FakeOpenAi.start()
    })
    after(async () => server.close())
    const settings = (): OpenAiLlmSettings => ({
      apiKey: 'contract-key',
      baseUrl: server.url,
      fastModel: 'fast-model',
      reasoningModel: 'reasoning-model',
      fastTimeoutMs: 2_000,
      reasoningTimeoutMs: 2_000,
      maxRetries: 0,
      streamIdleTimeoutMs: 1_000,
    })
    describeLlmContract(async () => {
      server.reset()
      return {
        port: new OpenAiLlm(settings()),
        answerJson: (json) => void server.on(() => true, { json }, 1),
        answerText: (pieces, usage) =>
          void server.on(
            () => true,
            { text: pieces.join(''), usage: { prompt_tokens: usage.input, completion_tokens: usage.output } },
            1,
          ),
        breakDown: () => void server.otherwise({ error: { status: 500, message: 'the model is down' } }),
        unconfigured: () => new OpenAiLlm({ ...settings(), apiKey: undefined }),
      }
    })
  })
})

import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionContentPart,
} from 'openai/resources/chat/completions'
import type { LlmContentPart, LlmMessage, LlmToolSpec } from '../../application/ports/llm.js'

/** Port messages -> Chat Completions messages (the lowest common denominator of OpenAI-compatible servers). */
export function toChatMessages(messages: readonly LlmMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m): ChatCompletionMessageParam => {
    switch (m.role) {
      case 'system':
        return { role: 'system', content: m.content }
      case 'user':
        return {
          role: 'user',
          content: typeof m.content === 'string' ? m.content : m.content.map(toContentPart),
        }
      case 'assistant':
        return {
          role: 'assistant',
          content: m.content,
          ...(m.toolCalls && m.toolCalls.length > 0
            ? {
                tool_calls: m.toolCalls.map((c) => ({
                  id: c.id,
                  type: 'function' as const,
                  function: { name: c.name, arguments: c.argumentsJson },
                })),
              }
            : {}),
        }
      case 'tool':
        return { role: 'tool', tool_call_id: m.toolCallId, content: m.content }
    }
  })
}

function toContentPart(part: LlmContentPart): ChatCompletionContentPart {
  if (part.type === 'text') return { type: 'text', text: part.text }
  // Images travel inline as data URLs: the service never hands the model a URL to fetch.
  return { type: 'image_url', image_url: { url: `data:${part.mimeType};base64,${part.dataBase64}` } }
}

export function toChatTools(tools: readonly LlmToolSpec[] | undefined): ChatCompletionTool[] | undefined {
  if (!tools || tools.length === 0) return undefined
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: { ...t.parameters } },
  }))
}

/** A rough token count (4 characters a token) for servers that report no usage: budgets still move. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4)
}

export function messagesText(messages: readonly LlmMessage[]): string {
  return messages
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : m.content === null
          ? ''
          : m.content.map((p) => (p.type === 'text' ? p.text : '')).join(' '),
    )
    .join('\n')
}

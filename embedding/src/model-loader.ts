import fs from 'node:fs'
import path from 'node:path'
import { AutoModel, AutoTokenizer, env, type PreTrainedModel, type PreTrainedTokenizer } from '@huggingface/transformers'
import type { ServerConfig } from './config.ts'
import { missingModelFiles } from './model-files.ts'

/** The one sentence a user without a model needs: the three ways to get one. */
export const HOW_TO_GET_A_MODEL =
  'To get a model: point EMBEDDING_MODEL_PATH at a model directory (config.json, tokenizer.json, tokenizer_config.json, onnx/model_quantized.onnx); ' +
  'or generate an offline test model with random weights: node embedding/tools/gen-bert-model.mjs --preset full --quantized --out embedding/models/test-model, then EMBEDDING_MODEL_PATH=embedding/models/test-model; ' +
  'or give this machine internet access to the Hugging Face hub once (the model is cached in EMBEDDING_MODELS_DIR).'

export interface LoadedModel {
  readonly name: string
  readonly tokenizer: PreTrainedTokenizer
  readonly model: PreTrainedModel
}

/**
 * Loads tokenizer and ONNX model: from EMBEDDING_MODEL_PATH only when it is set; otherwise from
 * EMBEDDING_MODELS_DIR/<model id> when present, else from the hub (cached into that directory).
 * A failure names every place that was tried and what was missing there.
 */
export async function loadModel(config: ServerConfig): Promise<LoadedModel> {
  const [root, id] = config.modelPath
    ? [path.dirname(config.modelPath), path.basename(config.modelPath)]
    : [config.modelsDir, config.model]
  const localDir = path.join(root, id)
  const missing = missingModelFiles(localDir, config.dtype)
  const tried = [`local directory ${localDir}` + (missing.length ? ` (missing: ${missing.join(', ')})` : '')]
  if (missing.length > 0 && !config.allowRemote) {
    throw new Error(`cannot load the embedding model (dtype ${config.dtype}): tried ${tried.join('; ')}; the hub is off (EMBEDDING_MODEL_PATH set or EMBEDDING_ALLOW_REMOTE=false). ${HOW_TO_GET_A_MODEL}`)
  }
  env.localModelPath = root + path.sep
  env.allowLocalModels = true
  env.allowRemoteModels = missing.length > 0 && config.allowRemote
  env.cacheDir = config.modelsDir
  if (env.allowRemoteModels) tried.push(`the hub ${env.remoteHost}${config.model}`)
  try {
    const tokenizer = await AutoTokenizer.from_pretrained(id)
    const model = await AutoModel.from_pretrained(id, {
      dtype: config.dtype,
      device: 'cpu',
      session_options: sessionOptions(config.threads),
    })
    return { name: generatedModelName(localDir) ?? (config.modelPath ? id : config.model), tokenizer, model }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`cannot load the embedding model (dtype ${config.dtype}): tried ${tried.join('; ')}: ${reason}. ${HOW_TO_GET_A_MODEL}`, { cause: error })
  }
}

/**
 * A model written by tools/gen-bert-model.mjs (random weights) says so in its config.json; it is
 * reported under that name wherever it is placed, never under the real model's name it stands in for.
 */
function generatedModelName(dir: string): string | undefined {
  try {
    const name = (JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8')) as { _name_or_path?: unknown })._name_or_path
    return typeof name === 'string' && name.startsWith('ledgerline/') ? name : undefined
  } catch {
    return undefined
  }
}

/**
 * No memory arena: it keeps its high-water mark for the life of the process (a 16 x 256-token
 * batch left it near 450 MB, q8). No spinning: idle onnxruntime threads would otherwise spin on
 * the cores the HTTP thread needs; measured here about twice the throughput under load.
 */
export function sessionOptions(threads: number) {
  return {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    enableCpuMemArena: false,
    enableMemPattern: false,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  }
}

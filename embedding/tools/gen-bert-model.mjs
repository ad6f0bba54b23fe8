#!/usr/bin/env node
// Writes, offline and without dependencies, a BERT-shaped sentence-embedding model directory that
// the embedding server loads like Xenova/all-MiniLM-L6-v2 (random weights: shapes, not meaning).
//
//   node embedding/tools/gen-bert-model.mjs --preset tiny --out DIR            # tests: 1 layer, ~4 MB, <1 s
//   node embedding/tools/gen-bert-model.mjs --preset full --quantized --out DIR # benchmark: all-MiniLM-L6-v2 shape
//
// Writes config.json, tokenizer.json, tokenizer_config.json, special_tokens_map.json,
// onnx/model.onnx (fp32) and, with --quantized, onnx/model_quantized.onnx (int8, dtype q8).
// Options: --seed N (default 7). Prints one JSON line describing what it wrote.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildBertGraph } from './bert-graph.mjs'
import { buildVocabulary, tokenizerFiles } from './bert-tokenizer-files.mjs'

const PRESETS = {
  // 384 dims like the real model, one small layer: fast enough to generate and load in every test run
  tiny: { layers: 1, hidden: 384, heads: 4, intermediate: 256, maxPositions: 512, modelMaxLength: 256, vocab: 'tiny' },
  // sentence-transformers/all-MiniLM-L6-v2's config.json (about 22.7 M parameters)
  full: { layers: 6, hidden: 384, heads: 12, intermediate: 1536, maxPositions: 512, modelMaxLength: 256, vocab: 'full' },
}

const USAGE = `usage: node embedding/tools/gen-bert-model.mjs --out DIR [--preset tiny|full] [--quantized] [--no-fp32] [--seed N]

Writes an offline, BERT-shaped embedding model with random weights (right shapes, no meaning)
that the embedding server loads like Xenova/all-MiniLM-L6-v2, and reports as ledgerline/random-bert-<preset>.
  --out DIR     where to write it (required); point EMBEDDING_MODEL_PATH at it
  --preset      tiny (1 layer, ~4 MB, for tests; default) or full (all-MiniLM-L6-v2's shape)
  --quantized   also write onnx/model_quantized.onnx (int8, EMBEDDING_DTYPE=q8)
  --no-fp32     skip onnx/model.onnx
  --seed N      weights' seed (default 7)`

/** Usage problems end with the usage and exit code 2, not a stack trace. */
function usage(problem) {
  process.stderr.write(`${problem ? `gen-bert-model: ${problem}\n\n` : ''}${USAGE}\n`)
  process.exit(problem ? 2 : 0)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      preset: { type: 'string', default: 'tiny' },
      out: { type: 'string' },
      quantized: { type: 'boolean', default: false },
      'no-fp32': { type: 'boolean', default: false },
      seed: { type: 'string', default: '7' },
    },
  }))
} catch (error) {
  usage(error.message)
}
if (values.help) usage()
const shape = PRESETS[values.preset]
if (!shape) usage(`unknown preset ${values.preset} (tiny or full)`)
if (!values.out) usage('--out DIR is required')
const out = path.resolve(values.out)
const seed = Number.parseInt(values.seed, 10)

const vocabulary = buildVocabulary(shape.vocab)
const graphOptions = { ...shape, vocabSize: vocabulary.vocab.length, seed }
fs.mkdirSync(path.join(out, 'onnx'), { recursive: true })
const written = {}
if (!values['no-fp32']) {
  const fp32 = buildBertGraph({ ...graphOptions, quantized: false })
  fs.writeFileSync(path.join(out, 'onnx', 'model.onnx'), fp32)
  written.fp32Bytes = fp32.length
}
if (values.quantized) {
  const q8 = buildBertGraph({ ...graphOptions, quantized: true })
  fs.writeFileSync(path.join(out, 'onnx', 'model_quantized.onnx'), q8)
  written.q8Bytes = q8.length
}
const config = {
  _name_or_path: `ledgerline/random-bert-${values.preset}`,
  architectures: ['BertModel'],
  model_type: 'bert',
  hidden_act: 'gelu',
  hidden_size: shape.hidden,
  intermediate_size: shape.intermediate,
  num_attention_heads: shape.heads,
  num_hidden_layers: shape.layers,
  max_position_embeddings: shape.maxPositions,
  layer_norm_eps: 1e-12,
  pad_token_id: vocabulary.ids.pad,
  type_vocab_size: 2,
  vocab_size: vocabulary.vocab.length,
}
const files = { 'config.json': config, ...tokenizerFiles(vocabulary, shape.modelMaxLength) }
for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(out, name), JSON.stringify(content))
console.log(JSON.stringify({ preset: values.preset, out, seed, vocabSize: vocabulary.vocab.length, ...written }))

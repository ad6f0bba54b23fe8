// A BertModel graph (the PyTorch -> ONNX export pattern of Hugging Face's BertModel, opset 17) with
// seeded random weights: inputs input_ids, attention_mask, token_type_ids [batch, sequence] int64,
// output last_hidden_state [batch, sequence, hidden] float32. `quantized` applies the pattern of
// onnxruntime's quantize_dynamic (int8 weights, DynamicQuantizeLinear + MatMulInteger), which is
// what Xenova's model_quantized.onnx files contain.
import { DataType, model, node, tensor, valueInfo } from './onnx-proto.mjs'

/** Deterministic uniform [0, 1) generator (mulberry32), so a seed always gives the same model. */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class GraphBuilder {
  nodes = []
  initializers = []
  #count = 0

  constructor(random) {
    this.random = random
  }
  normal(n, std) {
    // Box-Muller on the seeded generator
    const out = new Float32Array(n)
    for (let i = 0; i < n; i++) {
      const u = this.random() || Number.EPSILON
      out[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.random()) * std
    }
    return out
  }
  init(name, dataType, dims, data) {
    this.initializers.push(tensor(name, dataType, dims, data))
    return name
  }
  float(name, values, dims = []) {
    return this.init(name, DataType.FLOAT, dims, Float32Array.from(values))
  }
  int64(name, values, dims = [values.length]) {
    return this.init(name, DataType.INT64, dims, BigInt64Array.from(values, BigInt))
  }
  op(opType, inputs, attributes = {}, outputCount = 1) {
    const id = `${opType}_${this.#count++}`
    const outputs = Array.from({ length: outputCount }, (_, i) => `${id}_out${i}`)
    this.nodes.push(node(opType, inputs, outputs, id, attributes))
    return outputCount === 1 ? outputs[0] : outputs
  }
}

function quantize(weights) {
  // symmetric per-tensor int8, zero point 0 (quantize_dynamic's QInt8 weights)
  let max = 0
  for (const w of weights) max = Math.max(max, Math.abs(w))
  const scale = max / 127 || 1
  return { values: Int8Array.from(weights, (w) => Math.max(-127, Math.min(127, Math.round(w / scale)))), scale }
}

export function buildBertGraph({ vocabSize, hidden, layers, heads, intermediate, maxPositions, seed, quantized }) {
  const g = new GraphBuilder(seededRandom(seed))
  const std = 0.02
  const headDim = hidden / heads

  const dense = (x, inDim, outDim, name) => {
    const weights = g.normal(inDim * outDim, std)
    const bias = g.init(`${name}.bias`, DataType.FLOAT, [outDim], new Float32Array(outDim))
    if (!quantized) return g.op('Add', [g.op('MatMul', [x, g.init(`${name}.weight`, DataType.FLOAT, [inDim, outDim], weights)]), bias])
    const q = quantize(weights)
    const w = g.init(`${name}.weight_quantized`, DataType.INT8, [inDim, outDim], q.values)
    const wZero = g.init(`${name}.weight_zero_point`, DataType.INT8, [], new Int8Array(1))
    const [xq, xScale, xZero] = g.op('DynamicQuantizeLinear', [x], {}, 3)
    const product = g.op('Cast', [g.op('MatMulInteger', [xq, w, xZero, wZero])], { to: DataType.FLOAT })
    const scale = g.op('Mul', [xScale, g.float(`${name}.weight_scale`, [q.scale])])
    return g.op('Add', [g.op('Mul', [product, scale]), bias])
  }
  const lookup = (name, rows, ids) => {
    const table = g.normal(rows * hidden, std)
    if (!quantized) return g.op('Gather', [g.init(name, DataType.FLOAT, [rows, hidden], table), ids], { axis: 0 })
    const q = quantize(table)
    const gathered = g.op('Gather', [g.init(`${name}_quantized`, DataType.INT8, [rows, hidden], q.values), ids], { axis: 0 })
    const zero = g.init(`${name}_zero_point`, DataType.INT8, [], new Int8Array(1))
    return g.op('DequantizeLinear', [gathered, g.float(`${name}_scale`, [q.scale]), zero])
  }
  const layerNorm = (x, name) =>
    g.op('LayerNormalization', [
      x,
      g.init(`${name}.weight`, DataType.FLOAT, [hidden], new Float32Array(hidden).fill(1)),
      g.init(`${name}.bias`, DataType.FLOAT, [hidden], new Float32Array(hidden)),
    ], { axis: -1, epsilon: { float: 1e-12 } })

  g.int64('one', [1], [])
  g.int64('zero', [0], [])
  g.int64('unsqueeze_axes', [1, 2])
  g.int64('heads_shape', [0, 0, heads, headDim])
  g.int64('merged_shape', [0, 0, hidden])
  g.float('one_f', [1])
  g.float('half_f', [0.5])
  g.float('sqrt2_f', [Math.SQRT2])
  g.float('mask_min_f', [-10000])
  g.float('scale_f', [Math.sqrt(headDim)])

  // embeddings: word + token type + position, then LayerNorm
  const sequenceLength = g.op('Gather', [g.op('Shape', ['input_ids']), 'one'], { axis: 0 })
  const positions = g.op('Range', ['zero', sequenceLength, 'one'])
  const words = lookup('embeddings.word_embeddings.weight', vocabSize, 'input_ids')
  const types = lookup('embeddings.token_type_embeddings.weight', 2, 'token_type_ids')
  const places = lookup('embeddings.position_embeddings.weight', maxPositions, positions)
  let x = layerNorm(g.op('Add', [g.op('Add', [words, types]), places]), 'embeddings.LayerNorm')

  // additive attention mask: 0 where attended, -10000 on padding
  const mask = g.op('Unsqueeze', [g.op('Cast', ['attention_mask'], { to: DataType.FLOAT }), 'unsqueeze_axes'])
  const additiveMask = g.op('Mul', [g.op('Sub', ['one_f', mask]), 'mask_min_f'])

  const splitHeads = (t, perm) => g.op('Transpose', [g.op('Reshape', [t, 'heads_shape'])], { perm })
  for (let l = 0; l < layers; l++) {
    const p = `encoder.layer.${l}`
    const q = splitHeads(dense(x, hidden, hidden, `${p}.attention.self.query`), [0, 2, 1, 3])
    const k = splitHeads(dense(x, hidden, hidden, `${p}.attention.self.key`), [0, 2, 3, 1])
    const v = splitHeads(dense(x, hidden, hidden, `${p}.attention.self.value`), [0, 2, 1, 3])
    const scores = g.op('Add', [g.op('Div', [g.op('MatMul', [q, k]), 'scale_f']), additiveMask])
    const context = g.op('Transpose', [g.op('MatMul', [g.op('Softmax', [scores], { axis: -1 }), v])], { perm: [0, 2, 1, 3] })
    const attended = dense(g.op('Reshape', [context, 'merged_shape']), hidden, hidden, `${p}.attention.output.dense`)
    const x1 = layerNorm(g.op('Add', [attended, x]), `${p}.attention.output.LayerNorm`)
    // exact GELU as exported: h * (erf(h / sqrt 2) + 1) * 0.5
    const h = dense(x1, hidden, intermediate, `${p}.intermediate.dense`)
    const gelu = g.op('Mul', [g.op('Mul', [h, g.op('Add', [g.op('Erf', [g.op('Div', [h, 'sqrt2_f'])]), 'one_f'])]), 'half_f'])
    x = layerNorm(g.op('Add', [dense(gelu, intermediate, hidden, `${p}.output.dense`), x1]), `${p}.output.LayerNorm`)
  }
  g.nodes.push(node('Identity', [x], ['last_hidden_state'], 'output'))

  const dynamic = ['batch_size', 'sequence_length']
  return model({
    name: 'ledgerline_random_bert',
    nodes: g.nodes,
    initializers: g.initializers,
    inputs: ['input_ids', 'attention_mask', 'token_type_ids'].map((n) => valueInfo(n, DataType.INT64, dynamic)),
    outputs: [valueInfo('last_hidden_state', DataType.FLOAT, [...dynamic, hidden])],
  })
}

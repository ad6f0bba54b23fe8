// The few ONNX protobuf messages a static inference graph needs, encoded by hand so that the model
// generator has no dependency and works offline. Field numbers are those of onnx/onnx.proto.

/** Wire types of protobuf. */
const VARINT = 0
const LEN = 2
const I32 = 5

function varint(value) {
  let v = BigInt.asUintN(64, BigInt(value))
  const bytes = []
  while (v > 0x7fn) {
    bytes.push(Number(v & 0x7fn) | 0x80)
    v >>= 7n
  }
  bytes.push(Number(v))
  return Buffer.from(bytes)
}

/** A message under construction: a list of encoded fields. */
export class Message {
  chunks = []
  size = 0

  #add(buffer) {
    this.chunks.push(buffer)
    this.size += buffer.length
    return this
  }
  #key(field, wire) {
    return this.#add(varint((field << 3) | wire))
  }
  int(field, value) {
    return this.#key(field, VARINT).#add(varint(value))
  }
  float(field, value) {
    const b = Buffer.alloc(4)
    b.writeFloatLE(value)
    return this.#key(field, I32).#add(b)
  }
  bytes(field, buffer) {
    return this.#key(field, LEN).#add(varint(buffer.length)).#add(buffer)
  }
  string(field, text) {
    return this.bytes(field, Buffer.from(text, 'utf8'))
  }
  message(field, inner) {
    this.#key(field, LEN).#add(varint(inner.size))
    for (const chunk of inner.chunks) this.#add(chunk)
    return this
  }
  toBuffer() {
    return Buffer.concat(this.chunks, this.size)
  }
}

/** TensorProto.DataType values used here. */
export const DataType = { FLOAT: 1, INT8: 3, INT32: 6, INT64: 7 }

/** TensorProto: dims 1, data_type 2, name 8, raw_data 9 (little-endian, as the typed array holds it). */
export function tensor(name, dataType, dims, typedArray) {
  const m = new Message()
  for (const d of dims) m.int(1, d)
  m.int(2, dataType).string(8, name)
  return m.bytes(9, Buffer.from(typedArray.buffer, typedArray.byteOffset, typedArray.byteLength))
}

/** AttributeProto: name 1, f 2, i 3, s 4, t 5, ints 8, type 20 (FLOAT 1, INT 2, STRING 3, TENSOR 4, INTS 7). */
export function attribute(name, value) {
  const m = new Message().string(1, name)
  if (Array.isArray(value)) {
    for (const v of value) m.int(8, v)
    return m.int(20, 7)
  }
  if (typeof value === 'number') return Number.isInteger(value) ? m.int(3, value).int(20, 2) : m.float(2, value).int(20, 1)
  if (typeof value === 'string') return m.string(4, value).int(20, 3)
  if (value && typeof value.float === 'number') return m.float(2, value.float).int(20, 1)
  throw new Error(`attribute ${name}: unsupported value`)
}

/** ValueInfoProto of a tensor: dims are numbers (fixed) or strings (symbolic). */
export function valueInfo(name, elemType, dims) {
  const shape = new Message()
  for (const d of dims) shape.message(1, typeof d === 'string' ? new Message().string(2, d) : new Message().int(1, d))
  const tensorType = new Message().int(1, elemType).message(2, shape)
  return new Message().string(1, name).message(2, new Message().message(1, tensorType))
}

/** NodeProto: input 1, output 2, name 3, op_type 4, attribute 5, domain 7. */
export function node(opType, inputs, outputs, name, attributes = {}, domain = '') {
  const m = new Message()
  for (const i of inputs) m.string(1, i)
  for (const o of outputs) m.string(2, o)
  m.string(3, name).string(4, opType)
  for (const [key, value] of Object.entries(attributes)) m.message(5, attribute(key, value))
  if (domain) m.string(7, domain)
  return m
}

/** ModelProto around a GraphProto (node 1, name 2, initializer 5, input 11, output 12). */
export function model({ name, nodes, initializers, inputs, outputs, opset = 17, irVersion = 8 }) {
  const graph = new Message()
  for (const n of nodes) graph.message(1, n)
  graph.string(2, name)
  for (const t of initializers) graph.message(5, t)
  for (const i of inputs) graph.message(11, i)
  for (const o of outputs) graph.message(12, o)
  return new Message()
    .int(1, irVersion)
    .string(2, 'ledgerline-gen-bert-model')
    .string(3, '1')
    .message(7, graph)
    .message(8, new Message().string(1, '').int(2, opset))
    .toBuffer()
}

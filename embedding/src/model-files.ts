import fs from 'node:fs'
import path from 'node:path'
import type { ModelDtype } from './config.ts'

const REQUIRED_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json']

/** The ONNX file transformers.js picks for a dtype. */
export const weightsFile = (dtype: ModelDtype): string => (dtype === 'q8' ? 'onnx/model_quantized.onnx' : 'onnx/model.onnx')

/** The files of a model directory that are missing for this dtype (empty: the directory is complete). */
export function missingModelFiles(dir: string, dtype: ModelDtype): string[] {
  return [...REQUIRED_FILES, weightsFile(dtype)].filter((file) => !fs.existsSync(path.join(dir, file)))
}

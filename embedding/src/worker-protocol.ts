/** Messages between the HTTP thread and the inference worker. */
export type ToWorker = { readonly type: 'embed'; readonly id: number; readonly texts: readonly string[] }

export type FromWorker =
  | { readonly type: 'ready'; readonly model: string; readonly dimensions: number }
  | { readonly type: 'failed'; readonly message: string }
  /** `vectors`: texts x dimensions floats, row-major, transferred (not copied). */
  | { readonly type: 'result'; readonly id: number; readonly vectors: Float32Array }
  | { readonly type: 'error'; readonly id: number; readonly message: string }

import type { IngestMemory } from '../../../application/use-cases/memory/ingest-memory.js'

/** What the memory routes need. */
export interface MemoryHttpCradle {
  ingestMemory: IngestMemory
}

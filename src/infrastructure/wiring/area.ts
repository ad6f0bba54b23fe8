import { asClass, type BuildResolver, type DisposableResolver, type Resolver } from 'awilix'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Clock } from '../../application/ports/clock.js'
import type { Database } from '../../adapters/postgres/schema.js'
import type { Config } from '../config/config.js'
import type { Logger } from '../logger.js'

/** What main() (or a test) opened before the container: the database and the logger. */
export interface Infrastructure {
  readonly pool: pg.Pool
  readonly db: Kysely<Database>
  readonly logger: Logger
  readonly clock?: Clock
}

/** What the root hands every area when it asks for its registrations. */
export interface Boot {
  readonly config: Config
  readonly infra: Infrastructure
}

/** One resolver per key of an area's cradle part: none missing, none extra. */
export type Registrations<Own> = { readonly [K in keyof Own]-?: Resolver<Own[K]> }

/**
 * One area of the composition root (docs/architecture.md "Wiring"). `Own` is the cradle part the
 * area registers, every key exactly once; `Needs` the keys of other areas it reads, declared by
 * port type (or picked from FoundationCradle), so that no area's file imports another area's.
 * The root checks that every need is met.
 */
export interface Area<Own, Needs = unknown> {
  readonly name: string
  readonly registrations: (boot: Boot) => Registrations<Own>
  /** Carries the two types for the root's checks; never set. */
  readonly types?: { readonly own: Own; readonly needs: Needs }
}

export function defineArea<Own, Needs = unknown>(
  name: string,
  registrations: (boot: Boot) => Registrations<Own>,
): Area<Own, Needs> {
  return { name, registrations }
}

/**
 * `asClass(X).singleton()` for an area whose keys (its own and its needs) are `Reads`: X's
 * constructor must accept them, which plain asClass (any constructor) does not check.
 */
export function singletonsOf<Reads>() {
  return <T>(X: new (deps: Reads) => T): BuildResolver<T> & DisposableResolver<T> => asClass(X).singleton()
}

type AnyArea = Area<unknown, unknown>
type OwnOf<A extends AnyArea> = NonNullable<A['types']>['own']
type NeedsOf<A extends AnyArea> = NonNullable<A['types']>['needs']

/** Every key the areas register, with its type. */
export type CradleOf<Areas extends readonly AnyArea[]> = Areas extends readonly [
  infer First extends AnyArea,
  ...infer Rest extends readonly AnyArea[],
]
  ? OwnOf<First> & CradleOf<Rest>
  : unknown

/** Every key some area reads from another, with the type it expects. */
export type NeedsOfAll<Areas extends readonly AnyArea[]> = Areas extends readonly [
  infer First extends AnyArea,
  ...infer Rest extends readonly AnyArea[],
]
  ? NeedsOf<First> & NeedsOfAll<Rest>
  : unknown

/** Keys two areas both register: `never` when each key has one owner. */
export type SharedKeys<Areas extends readonly AnyArea[]> = Areas extends readonly [
  infer First extends AnyArea,
  ...infer Rest extends readonly AnyArea[],
]
  ? (keyof OwnOf<First> & keyof CradleOf<Rest>) | SharedKeys<Rest>
  : never

/** Keys of `Needs` that `Provided` lacks, or holds with a type the reader cannot use: `never` when all are met. */
export type Unmet<Needs, Provided> = {
  [K in keyof Needs]-?: K extends keyof Provided ? (Provided[K] extends Needs[K] ? never : K) : K
}[keyof Needs]

/** Keys some area reads that no area registers (or registers with another type). */
export type UnmetNeeds<Areas extends readonly AnyArea[]> = Unmet<NeedsOfAll<Areas>, CradleOf<Areas>>

/** `'none'` when `Keys` is empty, else the keys themselves: assigning `'none'` to it fails naming them. */
export type NoneOr<Keys> = [Keys] extends [never] ? 'none' : Keys

/**
 * All areas' registrations in one object, for one `container.register` call (so registration
 * order cannot matter). A key two areas register stops the start rather than one silently
 * replacing the other.
 */
export function registrationsOf(areas: readonly AnyArea[], boot: Boot): Record<string, Resolver<unknown>> {
  const all: Record<string, Resolver<unknown>> = {}
  const owners = new Map<string, string>()
  for (const area of areas) {
    for (const [key, resolver] of Object.entries<Resolver<unknown>>(area.registrations(boot))) {
      const owner = owners.get(key)
      if (owner) throw new Error(`'${key}' is registered by both the ${owner} and the ${area.name} area`)
      owners.set(key, area.name)
      all[key] = resolver
    }
  }
  return all
}

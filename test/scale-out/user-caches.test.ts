import { newUser } from '../support/tokens.js'
import { seenWithin, userCacheChecks } from '../support/user-cache-checks.js'
import { skipWithoutRedis, startInstances, type Instances } from './support/instances.js'

describe('scale-out: per-user caches of categories and rules, invalidated on every instance through Redis', () => {
  let instances: Instances
  before(async function () {
    await skipWithoutRedis(this)
    instances = await startInstances(2)
  })
  after(async () => instances?.close())
  // Written on instance 0, read on instance 1: seen within 2 s, where the cache's TTL is 10 s.
  const checks = userCacheChecks(
    () => instances.at(0),
    () => instances.at(1),
    seenWithin(2_000),
  )

  it("a rule created, disabled, enabled, its category renamed, deleted on one instance: the other's next creates see each", () =>
    checks.rules(newUser()))
  it("a category created, renamed, deleted on one instance: the other's creates and GET /categories see each", () =>
    checks.categories(newUser()))
  it("a budget set for a month that had none on one instance: the other's creates check the alerts against it", () =>
    // The budget months' TTL is 1 s: seen within 300 ms of the PUT, it is the invalidation.
    userCacheChecks(
      () => instances.at(0),
      () => instances.at(1),
      seenWithin(300),
    ).budgets(newUser()))
  it("a merchant chosen, then corrected on one instance: the other's creates learn each", () =>
    checks.merchantChoices(newUser()))
  it("DELETE /me on one instance: the other serves nothing of the erased user's rules or categories", () =>
    checks.erasure(newUser()))
})

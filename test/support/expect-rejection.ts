import { expect } from 'chai'

/** Awaits a promise that must reject with `ErrorClass`; returns the error for further checks. */
export async function expectRejection<E extends Error>(
  promise: Promise<unknown>,
  ErrorClass: new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise
  } catch (error) {
    expect(error).to.be.instanceOf(ErrorClass)
    return error as E
  }
  expect.fail(`expected a rejection with ${ErrorClass.name}`)
}

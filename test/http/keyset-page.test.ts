import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { expect } from 'chai'
import Koa from 'koa'
import { nextPageTarget } from '../../src/adapters/http/keyset-page.js'

/** What the Link header held before: the request's URL parsed whole, its `cursor` set. */
function byUrl(href: string, cursor: string): string {
  const url = new URL(href)
  url.searchParams.set('cursor', cursor)
  return `${url.pathname}${url.search}`
}

describe('the next page link target', () => {
  const contextFor = (target: string) => {
    const req = new IncomingMessage(new Socket())
    req.url = target
    req.headers = { host: '127.0.0.1:3000' }
    return new Koa().createContext(req, new ServerResponse(req))
  }

  it('is the path and query the whole URL, parsed, gives back with the cursor set', () => {
    const cursor = 'MjAyNi0xMS0yNFQwODozMDowMC4wMDBa.JqHC1kOLh_iBJlQB_w_1ou'
    const targets = [
      '/transactions/',
      '/transactions',
      '/TRANSACTIONS/?limit=50',
      '/transactions/?limit=50&cursor=old&cursor=older&category=Food%20%26%20Drink',
      '/transactions/?merchant=Caf%C3%A9&q=a+b&empty=&flag',
      '/transactions/?q=it\'s "quoted" <tag> `tick` {x}',
      '/transactions/?q=café ölçü',
      '/transactions/?q=%zz%2&x=%E2%82%AC',
      '/imports/0f8fad5b-d9cb-469f-a165-70867728950e/lines?limit=2',
      '//transactions/?limit=5',
      '/a/./b/../transactions/?limit=5',
      '/a/%2e%2e/transactions/?limit=5',
      '/with space/?x=1',
      '/ünïcode/?x=1',
      'http://other.example/transactions/?limit=50',
    ]
    for (const target of targets) {
      const ctx = contextFor(target)
      expect(nextPageTarget(ctx, cursor), target).to.equal(byUrl(ctx.href, cursor))
    }
  })
})

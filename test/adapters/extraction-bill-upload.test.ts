import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import bodyParser from '@koa/bodyparser'
import { expect } from 'chai'
import Koa from 'koa'
import type { RouteContext } from '../../src/adapters/http/api-router.js'
import { readBillSource } from '../../src/adapters/http/extraction/bill-upload.js'
import { errorMiddleware } from '../../src/adapters/http/error-middleware.js'

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * readBillSource on its own, behind the same middleware order as the app, with the body parser
 * switched off for the route (ctx.disableBodyParser): then JSON images up to 8 MB get through.
 */
describe('extraction adapter: reading a bill from a request', () => {
  let server: Server
  let url: string
  before(async () => {
    const koa = new Koa()
    koa.use(errorMiddleware as Koa.Middleware)
    koa.use(async (ctx, next) => {
      ;(ctx as { disableBodyParser?: boolean }).disableBodyParser = true
      await next()
    })
    koa.use(bodyParser({ enableTypes: ['json'], jsonLimit: 1024 * 1024 }))
    koa.use(async (ctx) => {
      const source = await readBillSource(ctx as unknown as RouteContext)
      ctx.body =
        source.kind === 'image'
          ? { kind: 'image', bytes: source.bytes.length, mime: source.mimeType }
          : { kind: 'text', text: source.text }
    })
    server = koa.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  after(() => {
    server.closeAllConnections()
    server.close()
  })

  const postJson = (body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('reads a JSON base64 image of several megabytes itself when the app parser is off', async () => {
    const image = Buffer.concat([PNG_HEAD, Buffer.alloc(3 * 1024 * 1024)])
    const res = await postJson({ image_base64: image.toString('base64'), mime_type: 'image/png' })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({ kind: 'image', bytes: image.length, mime: 'image/png' })
  })

  it('refuses a JSON body beyond an 8 MB image with 413', async () => {
    const res = await postJson({
      image_base64: Buffer.alloc(9 * 1024 * 1024).toString('base64'),
      mime_type: 'image/png',
    })
    expect(res.status).to.equal(413)
  })

  it('reads a JSON text bill and refuses malformed JSON with 400', async () => {
    expect(await (await postJson({ text: 'Total 12.00' })).json()).to.deep.equal({
      kind: 'text',
      text: 'Total 12.00',
    })
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    })
    expect(bad.status).to.equal(400)
  })

  it('reads a multipart text part too', async () => {
    const form = new FormData()
    form.append('text', 'Total 9.50')
    expect(await (await fetch(url, { method: 'POST', body: form })).json()).to.deep.equal({
      kind: 'text',
      text: 'Total 9.50',
    })
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { Socket } from 'node:net'
import { freePort } from '../../support/embedding-server.js'

/**
 * A redis-server of the test's own on a free port (FIELD-NOTES: never stop the machine's shared
 * one), in the foreground as a child process, keeping nothing on disk.
 */
export interface PrivateRedis {
  readonly port: number
  readonly url: string
  start(): Promise<void>
  /** SIGKILL: Redis vanishes as in a crash or a network cut. */
  stop(): Promise<void>
  /** SIGSTOP / SIGCONT: Redis hangs (connections stay open, nothing answers), then goes on. */
  pause(): void
  resume(): void
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
        ],
        { stdio: 'ignore' },
      )
      const until = Date.now() + 10_000
      while (!(await answers(port))) {
        if (Date.now() > until) throw new Error(`redis-server did not start on ${port}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    stop: async () => {
      if (!child || child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGCONT')
      child.kill('SIGKILL')
      await exited
      child = undefined
    },
  }
  await redis.start()
  return redis
}

/** True when something answers PING with +PONG on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (ok: boolean) => (socket.destroy(), resolve(ok))
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

import net from 'node:net'

export type TcpProxy = {
  port: number
  /** The database "goes away": open connections are cut and new ones are refused. */
  cut: () => Promise<void>
  /** It is back on the same port. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/** A TCP proxy on loopback in front of `target` (the test database), for outages a test controls. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as net.AddressInfo).port
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server) return resolve()
      server.close(() => resolve())
      server = null
    })
  await listen()
  return { port, cut: stop, restore: listen, close: stop }
}

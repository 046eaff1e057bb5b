import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore, as a network would.
 * `cut`: every connection through it is reset and new ones are refused (a restarted firewall, a
 * host that went away). `restore`: it accepts again on the same port.
 */
export function tcpRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const restore = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => {
            sockets.delete(s);
            // One side gone: the other goes too, as it would through a real network.
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.resetAndDestroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { open: restore, restore, cut, url: () => Object.assign(new URL(target), { port: String(port) }).toString() };
}

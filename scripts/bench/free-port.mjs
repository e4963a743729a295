import net from 'node:net';

/**
 * A TCP port nothing listens on right now, asked of the system (listen on 0). A port drawn at random
 * may be one another process already took (EADDRINUSE, then "server did not start").
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

import net from 'node:net';

/**
 * A TCP port nothing listens on right now, for a test that starts a server process on a port of its
 * own. Asked of the system (listen on 0), not drawn at random: a random port may be one another
 * test's server already took (two test files run at once).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

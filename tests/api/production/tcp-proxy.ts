// A TCP proxy on loopback between the server and a real service (PostgreSQL), which a test can pause: bytes stop
// flowing both ways and new connections wait, as when the database host stalls or the network drops packets.
import net from 'node:net';
import { once } from 'node:events';

export interface PausableProxy {
  /** host:port of the proxy, to put in place of the service's. */
  host: string;
  port: number;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startProxy(targetHost: string, targetPort: number): Promise<PausableProxy> {
  let paused = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const waiting: { client: net.Socket; connect: () => void }[] = [];
  const server = net.createServer((client) => {
    const connect = () => {
      const upstream = net.connect(targetPort, targetHost);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      pairs.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      const end = () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    };
    client.on('error', () => client.destroy());
    if (paused) waiting.push({ client, connect });
    else connect();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    pause() {
      paused = true;
      // Neither side's bytes are read any more, so neither side's writes arrive.
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      paused = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      for (const { connect } of waiting.splice(0)) connect();
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const { client } of waiting.splice(0)) client.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

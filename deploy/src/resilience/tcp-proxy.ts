// A TCP proxy the broker fault test controls, in front of the machine's RabbitMQ. Restarting uses
// the same port, so the client's AMQP_URL stays valid across outages. Two ways to stop:
//   cut()       stop listening and destroy the live sockets: a broker crash or a network cut;
//   shutDown()  what RabbitMQ does on a clean stop: send each client `connection.close` (320
//               CONNECTION_FORCED, "shutdown"), wait for its close-ok, then go away.
// Broker-to-client bytes are forwarded whole frames at a time, so the close frame never lands
// inside another frame.
import net from 'node:net';

const FRAME_END = 0xce;

/** AMQP 0-9-1 connection.close (class 10, method 50) on channel 0. */
function connectionCloseFrame(code: number, text: string): Buffer {
  const reply = Buffer.from(text, 'utf8');
  const payload = Buffer.alloc(2 + 2 + 2 + 1 + reply.length + 2 + 2);
  let o = payload.writeUInt16BE(10, 0);
  o = payload.writeUInt16BE(50, o);
  o = payload.writeUInt16BE(code, o);
  o = payload.writeUInt8(reply.length, o);
  o += reply.copy(payload, o);
  o = payload.writeUInt16BE(0, o);
  payload.writeUInt16BE(0, o);
  const header = Buffer.alloc(7);
  header.writeUInt8(1, 0);
  header.writeUInt16BE(0, 1);
  header.writeUInt32BE(payload.length, 3);
  return Buffer.concat([header, payload, Buffer.from([FRAME_END])]);
}

/** A port nobody listens on (the system picked it free a moment ago). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  stopped: boolean;
}

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<Pair>();
  /** Client connections accepted so far (each reconnect is one more). */
  accepted = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A proxy on a free port, not yet listening. */
  static async create(target: { host: string; port: number }): Promise<TcpProxy> {
    return new TcpProxy(await freePort(), target);
  }

  get isUp() {
    return this.server !== null;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  private accept(client: net.Socket) {
    this.accepted++;
    const pair: Pair = { client, upstream: net.connect(this.target), stopped: false };
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      pair.upstream.destroy();
      this.pairs.delete(pair);
    };
    for (const s of [client, pair.upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
    client.pipe(pair.upstream);
    let pending = Buffer.alloc(0);
    pair.upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let whole = 0;
      while (pending.length - whole >= 7) {
        const size = pending.readUInt32BE(whole + 3);
        if (pending.length - whole < 8 + size) break;
        whole += 8 + size;
      }
      if (whole === 0 || pair.stopped) return;
      client.write(pending.subarray(0, whole));
      pending = pending.subarray(whole);
    });
  }

  private async stopListening() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  async cut(): Promise<void> {
    const closing = this.stopListening();
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    await closing;
  }

  async shutDown(): Promise<void> {
    const closing = this.stopListening();
    await Promise.all(
      [...this.pairs].map(async (p) => {
        p.stopped = true;
        p.client.unpipe(p.upstream);
        const closeOk = new Promise((resolve) => {
          p.client.once('data', resolve);
          setTimeout(resolve, 1_000);
        });
        p.client.write(
          connectionCloseFrame(
            320,
            "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
          ),
        );
        await closeOk;
        p.client.destroy();
        p.upstream.destroy();
      }),
    );
    this.pairs.clear();
    await closing;
  }
}

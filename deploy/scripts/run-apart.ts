// `npm run serve:apart`: the topology of deploy/compose.yaml on this machine — one process per API
// module (same code, MODULES=<one>) and the host in front (no local modules, routing by owner),
// against the local PostgreSQL (DATABASE_URL) and RabbitMQ (AMQP_URL). The apart test drives it too.
// Identity starts first: every other process resolves permissions through it and the seeds that
// ask another module ask it (users, account documents). The others and the host then start
// together; each seeds only its own module, and their migrations take turns (an advisory lock).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { allModules } from '../src/modules.js';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ApartOptions {
  databaseUrl: string;
  amqpUrl: string;
  /** The host's port; module N listens on basePort + 1 + N. */
  basePort: number;
  /** Keeps this run's queues apart from other runs sharing the broker. */
  amqpPrefix?: string;
  seed?: 'demo' | 'minimal' | 'none';
  serveStatic?: boolean;
  /** Shown the processes' output (the CLI); the test keeps it for failures. */
  onOutput?: (name: string, line: string) => void;
  env?: Record<string, string | undefined>;
}

export interface ApartProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
}

export interface Apart {
  host: ApartProcess;
  modules: ApartProcess[];
  /** Stops one module's process (SIGTERM, then SIGKILL after 5 s). */
  stop(name: string): Promise<void>;
  /** Starts a stopped module's process again and waits until it answers. */
  start(name: string): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(p: ApartProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child?.exitCode !== null && p.child?.exitCode !== undefined)
      throw new Error(`${p.name} exited with ${p.child.exitCode} while starting`);
    const ok = await fetch(`${p.url}/health`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${p.name} did not answer ${p.url}/health within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startApart(options: ApartOptions): Promise<Apart> {
  const loopback = '127.0.0.1';
  const modules: ApartProcess[] = allModules.map((m, i) => ({
    name: m.name,
    port: options.basePort + 1 + i,
    url: `http://${loopback}:${options.basePort + 1 + i}`,
    child: null,
  }));
  const host: ApartProcess = {
    name: 'host',
    port: options.basePort,
    url: `http://${loopback}:${options.basePort}`,
    child: null,
  };
  const shared = {
    ...process.env,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    AMQP_URL: options.amqpUrl,
    AMQP_PREFIX: options.amqpPrefix ?? 'armatura',
    // A fresh secret per run: it exists only in these processes' environment.
    MODULE_API_SECRET: options.env?.MODULE_API_SECRET ?? randomBytes(24).toString('base64url'),
    MODULE_URLS: modules.map((m) => `${m.name}=${m.url}`).join(','),
    HOST: loopback,
    PUBLIC_URL: host.url,
    SEED: options.seed ?? 'demo',
    // The host forwards the client's address as the one proxy hop in front of every module.
    TRUST_PROXY: '1',
  };

  const spawnOne = (p: ApartProcess, env: Record<string, string | undefined>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...shared, ...env, PORT: String(p.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) options.onOutput?.(p.name, line);
      });
    p.child = child;
  };
  const startModule = async (p: ApartProcess) => {
    spawnOne(p, { MODULES: p.name, SERVE_STATIC: 'false', TRUST_PROXY: '1' });
    await waitHealthy(p);
  };

  const all = [...modules, host];
  const close = () => Promise.all(all.map((p) => stopChild(p.child))).then(() => undefined);
  try {
    const [identity, ...others] = modules;
    await startModule(identity!);
    spawnOne(host, {
      MODULES: '',
      SERVE_STATIC: options.serveStatic === false ? 'false' : 'true',
      TRUST_PROXY: options.env?.TRUST_PROXY ?? 'false',
    });
    await Promise.all([...others.map(startModule), waitHealthy(host)]);
  } catch (err) {
    await close();
    throw err;
  }
  const find = (name: string) => {
    const p = modules.find((m) => m.name === name);
    if (!p) throw new Error(`No module ${name}`);
    return p;
  };
  return {
    host,
    modules,
    stop: (name) => stopChild(find(name).child),
    start: (name) => startModule(find(name)),
    close,
  };
}

/** The CLI's database is made on first use (the modules then migrate and seed it). */
async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

// As a command: start everything, print where, stop on Ctrl+C.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/armatura_apart';
  await ensureDatabase(databaseUrl);
  const apart = await startApart({
    databaseUrl,
    amqpUrl: env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    basePort: Number(env.PORT ?? 8080),
    seed: env.SEED === 'minimal' || env.SEED === 'none' ? env.SEED : 'demo',
    serveStatic: env.SERVE_STATIC !== 'false',
    onOutput: (name, line) => console.log(`[${name}] ${line}`),
  });
  console.log(
    `Host at ${apart.host.url}; modules: ${apart.modules.map((m) => `${m.name} ${m.url}`).join(', ')}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void apart.close().finally(() => process.exit(0)));
}

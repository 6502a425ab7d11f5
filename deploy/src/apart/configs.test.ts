// The configs that run the modules apart (deploy/compose.yaml, deploy/k8s/), checked without any
// image or cluster: read as YAML, they must give every module of modules.ts a service in both, set
// only environment names the code reads, agree on ports, point MODULE_URLS at services that exist,
// and hold no secret in plain text.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { parseModuleUrls } from '@armatura/shared-libs/server';
import { REPO_ROOT } from '../host.js';
import { allModules } from '../modules.js';

const DEPLOY = join(REPO_ROOT, 'deploy');
const MODULE_NAMES = allModules.map((m) => m.name);
/** Names whose values are secrets, and URLs whose password part is one. */
const SECRET_NAME = /SECRET|PASSWORD|PASS$|TOKEN|KEY$/;
const URL_WITH_SECRET = /^(DATABASE_URL|AMQP_URL|SMTP_URL)$/;

/** Every .ts file (not a test) of the server side: where an environment name must be read. */
function serverSources(): string {
  const roots = ['deploy/src', 'shared-libs/src/server', 'shell/server'];
  for (const dir of readdirSync(REPO_ROOT)) if (dir.startsWith('mf-')) roots.push(`${dir}/server`);
  const texts: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const root of roots) walk(join(REPO_ROOT, root));
  return texts.join('\n');
}
const SOURCES = serverSources();
const readByCode = (name: string) =>
  new RegExp(`env(\\.${name}\\b|\\[['"]${name}['"]\\])`).test(SOURCES);

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: Record<string, unknown>;
}
const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const armaturaServices = Object.entries(compose.services).filter(
  ([, s]) => s.environment && 'MODULES' in s.environment,
);

interface K8sDoc {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: unknown;
  spec?: any;
}
const k8s: K8sDoc[] = readdirSync(join(DEPLOY, 'k8s'))
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((f) =>
    parseAllDocuments(readFileSync(join(DEPLOY, 'k8s', f), 'utf8')).map((d) => d.toJS() as K8sDoc),
  );
const configMap = k8s.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'armatura-config')!;
const deployments = k8s.filter((d) => d.kind === 'Deployment');
const services = k8s.filter((d) => d.kind === 'Service');
const containerOf = (d: K8sDoc) => d.spec.template.spec.containers[0];
const k8sEnv = (d: K8sDoc): { name: string; value?: string; valueFrom?: any }[] =>
  containerOf(d).env ?? [];

describe('deploy/compose.yaml', () => {
  it('runs every module in its own service and the host with none', () => {
    const byModules = new Map(
      armaturaServices.map(([n, s]) => [String(s.environment!.MODULES), n]),
    );
    for (const name of MODULE_NAMES) expect(byModules.get(name), name).toBe(name);
    expect(byModules.get('')).toBe('host');
    expect(new Set(armaturaServices.map(([, s]) => s.image)).size).toBe(1);
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'rabbitmq', 'mailpit']),
    );
  });

  it("builds that image from the repository with deploy/Dockerfile, which serves on compose's port", () => {
    for (const [name, service] of armaturaServices)
      expect(service.build, name).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    const dockerfile = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8');
    // Every workspace's manifest is copied before the install, or npm would not link it.
    const workspaces = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
      .workspaces as string[];
    for (const folder of workspaces)
      expect(dockerfile, folder).toContain(`COPY ${folder}/package.json ${folder}/`);
    expect(dockerfile).toMatch(/^RUN npm run build/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production \\\n\s+PORT=8080$/m);
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "serve"\]$/m);
  });

  it('sets only environment names the code reads, and what running apart needs', () => {
    for (const [service, s] of armaturaServices) {
      const names = Object.keys(s.environment!);
      for (const n of names) expect(readByCode(n), `${service}: ${n}`).toBe(true);
      for (const n of ['DATABASE_URL', 'AMQP_URL', 'MODULE_URLS', 'MODULE_API_SECRET', 'PORT'])
        expect(names, service).toContain(n);
    }
  });

  it('points MODULE_URLS at its services, on the port they listen on', () => {
    for (const [service, s] of armaturaServices) {
      const urls = parseModuleUrls(String(s.environment!.MODULE_URLS));
      expect([...urls.keys()].sort(), service).toEqual([...MODULE_NAMES].sort());
      for (const [module, url] of urls) {
        const target = new URL(url);
        expect(compose.services[target.hostname], url).toBeDefined();
        expect(compose.services[target.hostname]!.environment!.MODULES).toBe(module);
        expect(String(compose.services[target.hostname]!.environment!.PORT)).toBe(target.port);
      }
    }
    const host = compose.services.host!;
    expect(host.ports).toEqual([`8080:${host.environment!.PORT}`]);
    for (const [service, s] of armaturaServices)
      if (service !== 'host') expect(s.ports, service).toBeUndefined();
  });

  it('holds no secret: each is taken from the environment compose runs in', () => {
    for (const [service, s] of Object.entries(compose.services))
      for (const [name, raw] of Object.entries(s.environment ?? {})) {
        const value = String(raw);
        if (SECRET_NAME.test(name))
          expect(value, `${service}: ${name}`).toMatch(/^\$\{[A-Z_]+(:\?[^}]*)?\}$/);
        if (URL_WITH_SECRET.test(name)) {
          const password = /^[a-z]+:\/\/[^:/@]+:([^@]*)@/.exec(value)?.[1];
          if (password !== undefined) expect(password, `${service}: ${name}`).toMatch(/^\$\{/);
        }
      }
  });
});

describe('deploy/k8s', () => {
  it('has a Deployment and a Service for every module and for the host', () => {
    for (const name of [...MODULE_NAMES, 'host']) {
      expect(
        deployments.map((d) => d.metadata.name),
        name,
      ).toContain(name);
      expect(
        services.map((d) => d.metadata.name),
        name,
      ).toContain(name);
    }
    for (const d of deployments) {
      const modules = k8sEnv(d).find((e) => e.name === 'MODULES')?.value;
      expect(modules, d.metadata.name).toBe(d.metadata.name === 'host' ? '' : d.metadata.name);
    }
  });

  it('sets only environment names the code reads, and what running apart needs', () => {
    const config = Object.keys(configMap.data!);
    for (const n of config) expect(readByCode(n), `ConfigMap: ${n}`).toBe(true);
    for (const d of deployments) {
      const names = [...k8sEnv(d).map((e) => e.name), ...config];
      for (const n of names) expect(readByCode(n), `${d.metadata.name}: ${n}`).toBe(true);
      for (const n of ['DATABASE_URL', 'AMQP_URL', 'MODULE_URLS', 'MODULE_API_SECRET', 'PORT'])
        expect(names, d.metadata.name).toContain(n);
      expect(containerOf(d).envFrom).toEqual([{ configMapRef: { name: 'armatura-config' } }]);
    }
  });

  it('agrees on ports and points MODULE_URLS at Services that select the module', () => {
    const port = Number(configMap.data!.PORT);
    for (const d of deployments) {
      const http = containerOf(d).ports.find((p: { name: string }) => p.name === 'http');
      expect(http.containerPort, d.metadata.name).toBe(port);
    }
    const urls = parseModuleUrls(configMap.data!.MODULE_URLS);
    expect([...urls.keys()].sort()).toEqual([...MODULE_NAMES].sort());
    for (const [module, url] of urls) {
      const target = new URL(url);
      const service = services.find((s) => s.metadata.name === target.hostname);
      expect(service, url).toBeDefined();
      expect(service!.spec.ports[0].port).toBe(Number(target.port));
      expect(service!.spec.ports[0].targetPort).toBe('http');
      const selected = deployments.find(
        (d) =>
          JSON.stringify(d.spec.template.metadata.labels) ===
          JSON.stringify(service!.spec.selector),
      );
      expect(k8sEnv(selected!).find((e) => e.name === 'MODULES')?.value).toBe(module);
    }
  });

  it('holds no secret: secrets come from the Secret armatura-secrets, created outside the repo', () => {
    expect(k8s.filter((d) => d.kind === 'Secret')).toEqual([]);
    for (const [name, value] of Object.entries(configMap.data!)) {
      expect(SECRET_NAME.test(name) || URL_WITH_SECRET.test(name), name).toBe(false);
      expect(value, name).not.toMatch(/:\/\/[^/@]+:[^@]+@/);
    }
    for (const d of deployments)
      for (const e of k8sEnv(d))
        if (SECRET_NAME.test(e.name) || URL_WITH_SECRET.test(e.name)) {
          expect(e.value, `${d.metadata.name}: ${e.name}`).toBeUndefined();
          expect(e.valueFrom?.secretKeyRef?.name).toBe('armatura-secrets');
        }
  });
});

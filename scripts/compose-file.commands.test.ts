import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './command-run';
import { dockerfileStages } from './dockerfile-steps';

/**
 * compose.yaml against what the product reads (decision 080): no container runs here, so this checks that the file
 * names the services the README describes, only settings config.ts knows and the README's table lists, values the
 * server's own parser accepts, and the same ports, bucket and proxy address on both ends of each connection.
 */
interface Service {
  image?: string;
  build?: { target?: string };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}
const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ['app1', 'app2'];

/** What this test reads of apps/api/src/config.ts (the scripts' TypeScript project does not compile the API's sources). */
interface ConfigModule {
  ENVIRONMENT_VARIABLES: string[];
  loadConfig(env: NodeJS.ProcessEnv): {
    production: boolean;
    seed: string;
    publicUrl?: string;
    databaseUrl?: string;
    redisUrl?: string;
    s3?: { endpoint: string; bucket: string };
    metrics: { port?: number; token?: string };
  };
}

/** `${NAME:?message}` and `${NAME:-default}` as compose fills them, with a stand-in for every required secret. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (kind === '-') return rest ?? '';
    const standIns: Record<string, string> = {
      JWT_SECRET: 'x'.repeat(48),
      PUBLIC_URL: 'https://market.example.edu',
      POSTGRES_PASSWORD: 'pw',
      MINIO_ROOT_PASSWORD: 'minio-password',
    };
    return standIns[name] ?? `stand-in-${name}`;
  });
}

function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = readme.split(/^## /m).find((part) => part.startsWith('Environment variables')) ?? '';
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!);
}

describe('compose.yaml', () => {
  it('has PostgreSQL, Redis, MinIO, a one-shot migration, two app instances of the production image and a proxy', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'migrate', ...APPS, 'proxy']));
    for (const name of [...APPS, 'migrate']) expect(services[name]?.build?.target, name).toBe('production');
    expect(services.migrate?.command).toEqual(['node', 'apps/api/dist/migrate.mjs']);
  });

  it("gives the instances only settings the server reads, each in the README's table, with values its parser accepts", async () => {
    const configModule = '../apps/api/src/config.ts';
    const { ENVIRONMENT_VARIABLES, loadConfig } = (await import(configModule)) as ConfigModule;
    const documented = readmeVariables();
    for (const name of [...APPS, 'migrate']) {
      const environment = services[name]?.environment ?? {};
      const names = Object.keys(environment);
      expect(names.filter((variable) => !ENVIRONMENT_VARIABLES.includes(variable))).toEqual([]);
      expect(names.filter((variable) => !documented.includes(variable))).toEqual([]);
      const filled = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value))]));
      const config = loadConfig({ ...filled, PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' });
      expect(config).toMatchObject({ production: true, seed: 'never', publicUrl: 'https://market.example.edu' });
      expect(config.databaseUrl).toMatch(/^postgres:\/\/campus:pw@postgres:5432\/campus_market$/);
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'campus-market' });
      // Metrics on a port of their own: the proxy sends only to 3000, and no instance publishes a port.
      expect(config.metrics.port).toBe(9464);
    }
    for (const name of APPS) expect((services[name] as { ports?: unknown }).ports, name).toBeUndefined();
    expect(fs.readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8')).not.toContain('9464');
    // The sandbox collects no money: compose chooses Paystack unless told otherwise.
    expect(services.app1?.environment?.PAYMENT_PROVIDER).toBe('${PAYMENT_PROVIDER:-paystack}');
  });

  it('trusts forwarded addresses from the proxy alone, and the proxy sends to both instances on the port the image listens on', () => {
    const proxyNetworks = services.proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = Object.values(proxyNetworks)[0]?.ipv4_address;
    for (const name of APPS) expect(services[name]?.environment?.TRUST_PROXY).toBe(proxyAddress);
    const production = dockerfileStages(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).find(
      (stage) => stage.name === 'production',
    );
    const port = production?.steps.find((step) => step.instruction === 'ENV' && /\bPORT=/.test(step.args))?.args.match(/\bPORT=(\d+)/)?.[1];
    const caddyfile = fs.readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toContain(`reverse_proxy ${APPS.map((name) => `${name}:${port}`).join(' ')}`);
    expect(caddyfile).toMatch(/health_uri \/api\/v1\/readyz/);
    expect(caddyfile).toMatch(/flush_interval -1/); // order status streams (SSE)
  });

  it("makes the bucket the instances use, and backs up with the PostgreSQL server's own client version", () => {
    const bucket = services.app1?.environment?.S3_BUCKET;
    expect(services.bucket?.entrypoint?.join(' ')).toContain(`mc mb --ignore-existing market/${bucket}`);
    const serverMajor = /^postgres:(\d+)/.exec(services.postgres?.image ?? '')?.[1];
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`postgresql-client-${serverMajor} `);
    expect(services.backup?.build?.target).toBe('backup');
  });
});

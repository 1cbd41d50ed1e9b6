import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, killMarked, remainingAfter, ROOT, runCommand, runToEnd, temporaryDir, waitForOk } from './command-run';
import { copyInto, dockerfileStages, dockerIgnored, envPairs, execForm, type Stage } from './dockerfile-steps';

/**
 * The Dockerfile's stages performed as written, in a scratch folder (decision 080): this machine has no container
 * daemon, so each stage is a folder standing for its file system, its RUN lines run in `sh` from its WORKDIR with its
 * ENV, its COPY lines copy from the context (as .dockerignore leaves it) or from an earlier stage, and the image's CMD
 * starts the server. What cannot be done here: the base image (this machine's Node stands in for node:24, same major),
 * `chown` (one unprivileged user runs everything; a stand-in records it) and switching USER.
 */
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const stages = dockerfileStages(dockerfile);
const ignored = dockerIgnored(fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));

interface Built {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  volumes: string[];
  exposed: string[];
  healthcheck?: string[];
  cmd?: string[];
}

describe('the Dockerfile, performed step by step without a container daemon', () => {
  const scratch = temporaryDir('dockerfile');
  const markers: string[] = [];
  const built = new Map<string, Built>();
  // Two stages' node_modules: removing them takes minutes on a busy machine.
  afterAll(async () => {
    for (const marker of markers) killMarked(marker);
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }, 600_000);

  /** A path inside the stage's file system. */
  const inStage = (image: Built, target: string) =>
    path.isAbsolute(target) ? path.join(image.root, target) : path.join(image.workdir, target);

  /**
   * The RUN lines get their own npm cache, a copy of this machine's: the Dockerfile's
   * `npm cache clean --force` then empties the copy, not the cache every other install here relies on.
   */
  const npmCache = path.join(scratch, 'npm-cache');
  const machineCache = path.join(os.homedir(), '.npm', '_cacache');
  if (fs.existsSync(machineCache)) {
    // Contents are written once and never changed, so they are linked; the index is appended to, so it is copied.
    fs.mkdirSync(path.join(npmCache, '_cacache'), { recursive: true });
    for (const entry of fs.readdirSync(machineCache)) {
      const flags = entry.startsWith('content') ? '-al' : '-r';
      execFileSync('cp', [flags, path.join(machineCache, entry), path.join(npmCache, '_cacache', entry)]);
    }
  }

  async function perform(stage: Stage): Promise<Built> {
    const base = built.get(stage.from);
    const root = path.join(scratch, stage.name);
    if (base) copyInto(base.root, root);
    else {
      expect(stage.from, 'a Node image of the major version this test runs').toMatch(
        new RegExp(`^node:${process.versions.node.split('.')[0]}-`),
      );
      fs.mkdirSync(root, { recursive: true });
    }
    const image: Built = base
      ? { ...structuredClone(base), root, workdir: base.workdir.replace(base.root, root) }
      : { root, workdir: root, env: {}, volumes: [], exposed: [] };
    // A stand-in for chown: the test's one user owns everything already; the call is recorded to be checked.
    const shims = path.join(scratch, `${stage.name}-bin`);
    fs.mkdirSync(shims, { recursive: true });
    fs.writeFileSync(path.join(shims, 'chown'), `#!/bin/sh\necho "$@" >> "${path.join(scratch, `${stage.name}-chown.log`)}"\n`, {
      mode: 0o755,
    });

    for (const { instruction, args } of stage.steps) {
      if (instruction === 'WORKDIR') {
        image.workdir = inStage(image, args);
        fs.mkdirSync(image.workdir, { recursive: true });
      } else if (instruction === 'ENV') {
        for (const [key, value] of envPairs(args)) image.env[key] = value;
      } else if (instruction === 'COPY') {
        const words = args.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const [dest, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
        const target = inStage(image, dest!);
        for (const source of sources.reverse()) {
          if (from) {
            const stageRoot = built.get(from)?.root;
            if (!stageRoot) throw new Error(`COPY --from=${from}: no such stage built before`);
            copyInto(path.join(stageRoot, source), dest!.endsWith('/') ? path.join(target, path.basename(source)) : target);
          } else {
            const absolute = path.join(ROOT, source);
            const into = dest!.endsWith('/') && !fs.statSync(absolute).isDirectory() ? path.join(target, path.basename(source)) : target;
            copyInto(absolute, into, (file) => {
              const relative = path.relative(ROOT, file).split(path.sep).join('/');
              return relative !== '' && ignored(relative);
            });
          }
        }
      } else if (instruction === 'RUN') {
        // npm's own setting for "use the cache first": the commands are the file's, only fetched less.
        const run = await runToEnd('sh', ['-c', args], {
          cwd: image.workdir,
          env: {
            ...image.env,
            PATH: `${shims}${path.delimiter}${process.env.PATH}`,
            npm_config_prefer_offline: 'true',
            npm_config_cache: npmCache,
          },
          timeoutMs: 480_000,
        });
        markers.push(run.marker);
        expect(run.code, `RUN ${args}\n${run.output}`).toBe(0);
      } else if (instruction === 'USER') image.user = args;
      else if (instruction === 'VOLUME') image.volumes.push(...execForm(args));
      else if (instruction === 'EXPOSE') image.exposed.push(args);
      else if (instruction === 'HEALTHCHECK') image.healthcheck = execForm(args);
      else if (instruction === 'CMD') image.cmd = execForm(args);
      else throw new Error(`the test does not perform ${instruction} yet`);
    }
    built.set(stage.name, image);
    return image;
  }

  it(
    'builds, installs the production tree, starts with its CMD, is healthy, and exits cleanly on SIGTERM within 10 s',
    { timeout: 900_000 },
    async () => {
      const buildStage = stages.find((stage) => stage.name === 'build')!;
      const productionStage = stages.find((stage) => stage.name === 'production')!;
      await perform(buildStage);
      const image = await perform(productionStage);

      // The production tree: the built files and production dependencies only, no source, no build tool.
      expect(fs.existsSync(path.join(image.workdir, 'apps/api/dist/server.mjs'))).toBe(true);
      expect(fs.existsSync(path.join(image.workdir, 'apps/web/dist/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(image.workdir, 'apps/api/src'))).toBe(false);
      for (const tool of ['esbuild', 'vite', 'tsx', 'vitest', 'typescript'])
        expect(fs.existsSync(path.join(image.workdir, 'node_modules', tool)), `${tool} installed`).toBe(false);

      // Runs as a user of its own, node itself receives signals, DATA_DIR is the volume (owned by that user).
      expect(image.user).toBe('node');
      expect(image.cmd).toEqual(['node', 'apps/api/dist/server.mjs']);
      expect(image.volumes).toEqual([image.env.DATA_DIR]);
      expect(image.exposed).toEqual([image.env.PORT]);
      expect(fs.readFileSync(path.join(scratch, 'production-chown.log'), 'utf8').trim()).toBe(
        `node:node ${path.relative('/app', image.env.DATA_DIR!)}`,
      );

      const port = await freePort();
      const dataDir = inStage(image, image.env.DATA_DIR!);
      // What compose gives an instance beyond the image's ENV; PORT is a free one here, HOST loopback on a shared machine.
      const env = {
        ...image.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: 'a-production-secret-for-this-test-only-0123456789',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://market.example.edu',
        LOG_LEVEL: 'warn',
      };
      // compose's one-shot migrate service first, on the same image and settings: the deploy step before any instance.
      const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
        services: Record<string, { command?: string[] }>;
      };
      const [migrateNode, ...migrateArgs] = compose.services.migrate?.command ?? [];
      expect(migrateNode).toBe('node');
      const migrated = await runToEnd(process.execPath, migrateArgs, { cwd: image.workdir, env, timeoutMs: 120_000 });
      markers.push(migrated.marker);
      expect(migrated.code, migrated.output).toBe(0);

      const [command, ...args] = image.cmd!;
      expect(command).toBe('node');
      const server = runCommand(process.execPath, args, { cwd: image.workdir, env });
      markers.push(server.marker);
      const base = `http://127.0.0.1:${port}`;
      await waitForOk(`${base}/api/v1/readyz`, server, 120_000);
      expect((await fetch(`${base}/api/v1/readyz`)).status).toBe(200);
      const page = await fetch(`${base}/Food`);
      expect(page.status).toBe(200);
      // Rendered by the server from apps/web/dist-server, with the browser's scripts from apps/web/dist.
      const html = await page.text();
      expect(html).toContain('<title>Food | Campus Market</title>');
      expect(html).toMatch(/data-entry="\/assets\/index-[\w-]+\.js"/);

      // The HEALTHCHECK's own command, as the runtime runs it inside the container.
      const [checkCommand, ...checkArgs] = image.healthcheck!;
      expect(checkCommand).toBe('node');
      const health = await runToEnd(process.execPath, checkArgs, { cwd: image.workdir, env, timeoutMs: 30_000 });
      markers.push(health.marker);
      expect(health.code, health.output).toBe(0);

      // A container runtime's stop: SIGTERM to the process it started (node, PID 1 there), nothing else.
      const stopped = Date.now();
      server.signal('SIGTERM', 'process');
      const exit = await server.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopped).toBeLessThan(10_000);
      expect(await remainingAfter(server.marker, 1_000)).toEqual([]);
      expect(server.output()).not.toMatch(/Error|uncaught|did not load/i);
      // With the server stopped, the HEALTHCHECK fails: the runtime would mark the container unhealthy.
      const unhealthy = await runToEnd(process.execPath, checkArgs, { cwd: image.workdir, env, timeoutMs: 30_000 });
      markers.push(unhealthy.marker);
      expect(unhealthy.code).toBe(1);
    },
  );
});

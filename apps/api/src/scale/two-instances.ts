import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type net from 'node:net';
import path from 'node:path';
import { freePort, SERVER_BUNDLE, spawnServer, untilReady, type ServerProcess } from '../test/server-process';

export interface Instance extends ServerProcess {
  name: string;
}

/** Starts one server process of the bundle and waits until it is ready. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-instance-${name}-`));
  const instance = { name, ...spawnServer([SERVER_BUNDLE], await freePort(), { DATA_DIR: dataDir, ...env }) };
  void instance.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await untilReady(instance).catch((error: unknown) => {
    throw new Error(`instance ${name}: ${error instanceof Error ? error.message : String(error)}`);
  });
  return instance;
}

/** Which instance a request went to, by name, in order (the proxy records it). */
export interface Proxy {
  url: string;
  /** The instance names that served requests, in order. */
  served: string[];
  close(): Promise<void>;
}

/** A request with this header goes to the named instance instead of the next in turn (tests pin a step). */
export const PIN_HEADER = 'x-test-instance';

/**
 * A round-robin load balancer of a few lines of node:http: each request goes to the next live instance
 * (or the one named by PIN_HEADER), bodies and answers streamed both ways (SSE included), the client's
 * address passed on in X-Forwarded-For as a real balancer does (the instances trust 127.0.0.1).
 * An instance that refuses the connection is skipped, as a balancer's failed health check would.
 */
export async function startProxy(instances: () => Instance[]): Promise<Proxy> {
  let turn = 0;
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    const live = instances().filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null);
    const pinned = request.headers[PIN_HEADER];
    const target = live.find((instance) => instance.name === pinned) ?? live[turn++ % Math.max(1, live.length)];
    if (!target) {
      response.writeHead(502).end();
      return;
    }
    served.push(target.name);
    const headers: http.OutgoingHttpHeaders = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
    delete headers[PIN_HEADER];
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        // An instance killed mid-answer resets the connection: the client's answer ends there, as behind a real balancer.
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      },
    );
    request.on('error', () => upstream.destroy());
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

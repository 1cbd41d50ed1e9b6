import type { Redis } from 'ioredis';

/**
 * Opens the Redis connection of REDIS_URL (decision 045). ioredis is imported only here, so the
 * embedded default and a PostgreSQL-only set-up never load it. A lost connection is retried by
 * ioredis itself (with a growing delay); a call made meanwhile waits in its offline queue, and
 * fails after `maxRetriesPerRequest` retries rather than hanging a request for ever.
 */
export async function openRedis(url: string): Promise<Redis> {
  // The default export: ioredis is CommonJS, and in the bundle (decision 017) its chunk has only a default export,
  // while Node and tsx also offer the named one; both are the same class (issue 34).
  const { default: Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Without a listener ioredis prints every failed reconnect; the readiness check reports it instead.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Whether Redis answers (the readiness check). */
export async function pingRedis(client: Redis): Promise<boolean> {
  if (client.status !== 'ready') return false;
  return client.ping().then(
    (answer) => answer === 'PONG',
    () => false,
  );
}

import Fastify from 'fastify';

/** The reference of the API benchmark: a bare Fastify hello-world, no plugins, no logging. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

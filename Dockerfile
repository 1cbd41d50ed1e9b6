# Campus Market's image (decision 080): build once, then a production tree without dev dependencies.
# scripts/dockerfile.commands.test.ts performs these stages' steps as written (no container daemon there).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force
COPY scripts/command.mjs scripts/start.mjs scripts/server-bundle-path.mjs scripts/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p data && chown node:node data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1: it receives the runtime's SIGTERM itself and stops cleanly within 10 s (npm would exit without passing it on).
CMD ["node", "apps/api/dist/server.mjs"]

# The backup job's image: the same tree plus the PostgreSQL 15 client (pg_dump/pg_restore match compose's server).
FROM production AS backup
USER root
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
USER node
CMD ["node", "apps/api/dist/backup.mjs", "--to", "/backups"]

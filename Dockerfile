# syntax=docker/dockerfile:1
# Multi-stage image: `runner` is the site (Next.js standalone output), `migrate` applies the
# committed migrations and seeds an empty database before the site starts (see docker-compose.yml).

FROM node:22-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false

FROM base AS deps
# npm 11, the exact version that writes package-lock.json and runs `npm ci` on the development
# machines and in CI (`npm -v`), instead of the npm 10 that Node 22 ships. The two disagree about
# the lockfile: npm 10's `npm ci` wants its own copy of every optional peer a lockfile package
# cannot use from the tree (vite's esbuild and yaml under vitest) and stops with "package.json
# and package-lock.json are not in sync"; npm 11 leaves those out. npm 10 also ignores package.json's
# `allowScripts`, so it would run the install scripts the project keeps off (esbuild, @parcel/watcher,
# unrs-resolver). Pinning npm installs the image exactly as CI does; change it with the host's npm.
ARG NPM_VERSION=11.19.1
RUN npm install -g "npm@${NPM_VERSION}" --no-audit --no-fund --loglevel=error && npm -v
# patches/: fixes to dependencies, applied by `npm ci` (postinstall).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM base AS builder
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# No database during the image build: pages are prerendered from the seed values with a short
# revalidate, and regenerate from the CMS on the first requests after start.
ENV NODE_ENV=production NEXT_OUTPUT=standalone
RUN node_modules/.bin/next build --webpack \
  && mkdir -p /app/data/media && chown -R 1001:1001 /app/data

# One-shot job: migrations + seed, with the full toolchain (tsx, payload) of the builder stage.
FROM builder AS migrate
USER 1001:1001
CMD ["node_modules/.bin/tsx", "scripts/with-db.ts"]

FROM base AS runner
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 nodejs && useradd --system --uid 1001 --gid nodejs nextjs
COPY --from=builder /app/public ./public
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=builder --chown=nextjs:nodejs /app/.next/static ./.next/static
# UI strings are read from disk by next-i18next at render time.
COPY --from=builder /app/locales ./locales
RUN mkdir -p /app/data/media && chown -R nextjs:nodejs /app/data
USER nextjs
EXPOSE 3000
# Liveness: the process answers (no database call; readiness is /api/ready, which compose and
# Kubernetes probe). Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]

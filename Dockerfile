# syntax=docker/dockerfile:1
# HowPaano: one image, one Node process (API + server-rendered site). Embedded PostgreSQL when
# DATABASE_URL is unset, its data and the uploaded images under the /data volume.
# test/prod/image.sh builds and runs this image in CI; test/prod/production-path.js repeats its steps
# on a clean clone where no Docker engine can be had.

# ---- build: dev dependencies, compile, then drop the dev dependencies ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The npm we build and test with: its allowScripts list (package.json) runs only the approved
# install scripts (@swc/core, argon2, and the embedded PostgreSQL's symlink hydration).
RUN npm install -g npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Lean runtime: no dev dependencies, and none of what Node never loads at run time (type declarations,
# source maps, docs: about 40 MB of node_modules).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
      -o -name '*.md' -o -name '*.markdown' -o -iname 'CHANGELOG*' -o -iname 'HISTORY*' \) -delete

# ---- runtime: production dependencies and the build only, as the non-root "node" user ----
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# `npm run backup`, `restore`, `admin:password` and `db:migrate` call it first (it finds the build current).
COPY --from=build /app/scripts/ensure-build.js ./scripts/ensure-build.js
# PostgreSQL refuses to run as root; as "node" (uid 1000) the embedded server runs as that user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Every 10 s: the container is "healthy" about 10 s after it starts (Docker 20.10 has no --start-interval).
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (main.ts stops the server and PostgreSQL, exit 0).
# --max-semi-space-size=8: a young generation of 8 MB semi-spaces keeps the process near 210 MB instead of 250
# at 100,000 guides, with no measurable cost in bench:scale (README, "A large catalogue").
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "dist/src/main.js"]

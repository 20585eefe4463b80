# Stagecall's container image (docs/deployment.md#container, docs/decisions/039-container-image.md).
#   docker build -t stagecall .
#   docker run -d -p 3000:3000 -v stagecall-data:/data stagecall
#   docker run --rm -v stagecall-data:/data stagecall migrate
# No `# syntax=` line: the Dockerfile frontend built into the engine (BuildKit) reads it, so a
# build pulls nothing but the base image.

# ---- the dependency manifest: what decides the installed tree, and nothing else ---------------
# package.json without its scripts, version and description (and the lockfile without the
# version; mode 644 whatever the checkout's umask), so that a changed script or a release bump
# reuses the compiled node_modules below.
FROM node:24-bookworm-slim AS manifest
COPY package.json package-lock.json /manifest/
RUN node -e " \
  const fs = require('node:fs'); \
  const rewrite = (file, edit) => { \
    const json = JSON.parse(fs.readFileSync(file, 'utf8')); edit(json); \
    fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\\n'); fs.chmodSync(file, 0o644); }; \
  rewrite('/manifest/package.json', (p) => { delete p.scripts; delete p.version; delete p.description; }); \
  rewrite('/manifest/package-lock.json', (l) => { delete l.version; delete l.packages[''].version; });"

# ---- dependencies: every package, compiled once -------------------------------------------------
FROM node:24-bookworm-slim AS installed
# node-gyp runs better-sqlite3's install: version 13 takes the binary its package ships for this
# platform, and compiles from source (python3, make, g++) where none fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Node's headers ship with the image: node-gyp compiles against them instead of downloading them.
ENV npm_config_nodedir=/usr/local npm_config_update_notifier=false
COPY --from=manifest /manifest/ ./
# Install scripts run for the two packages that have work to do here: Node 24 loads better-sqlite3
# 13 (`better-sqlite3-napi`), and the Node 20 copy (`better-sqlite3` 12, whose binary cannot be
# downloaded here and took minutes to compile) is neither built nor shipped
# (src/server/db/sqlite-driver.ts); esbuild checks its binary for the server's build.
# A registry behind a private CA (a build machine's npmrc and CA bundle) comes in as build secrets,
# never as a layer; without them npm uses the public registry and Node's own CA list.
RUN --mount=type=cache,id=stagecall-npm,target=/root/.npm \
    --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=secret,id=npm_ca,target=/run/secrets/npm_ca \
    npm ci --no-audit --no-fund --ignore-scripts \
 && npm rebuild better-sqlite3-napi esbuild

# ---- build: the web client (Vite) and the compiled server (esbuild) ----------------------------
FROM installed AS build
COPY . .
RUN npm run build

# ---- production dependencies: no dev dependencies, no tsx (the server is compiled) -------------
FROM installed AS production-deps
COPY deploy/container/production-modules.mjs /tmp/
RUN node /tmp/production-modules.mjs /app

# ---- runtime ------------------------------------------------------------------------------------
FROM node:24-bookworm-slim
LABEL org.opencontainers.image.title=stagecall \
      org.opencontainers.image.description="Live-music song requests: fans send requests and tips, musicians run the live queue"
# glibc gives freed memory back to the system (after a burst of streams closes, the server runs
# a full collection: src/server/ops/give-back-memory.ts) instead of keeping it in its arenas.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=/data/stagecall.sqlite \
    MEDIA_DIR=/data/media
WORKDIR /app
# /data holds the SQLite file, photos (/data/media) and the secrets generated at first start;
# owned by the image's unprivileged user `node`, which a fresh named volume inherits.
RUN mkdir -p /data && chown node:node /data
COPY package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY deploy/container/entrypoint.sh /usr/local/bin/stagecall
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["stagecall"]
CMD ["serve"]

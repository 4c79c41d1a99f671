# Pulp as a drop-in for the Juice Shop image: the app in /juice-shop, port 3000, a non-root numeric user, so that
# MultiJuicer (NODE_ENV=multi-juicer, config mounted at /juice-shop/config/multi-juicer.yaml) runs it unchanged.
# The shop writes only to /juice-shop/data/runtime; the rest of the file system may be read-only.

# --- build: every dependency, both bundles, then the runtime layout with production dependencies only ----------
FROM node:20-bookworm-slim AS build
# compilers for the two native modules (better-sqlite3, libxmljs2) when no prebuilt binary matches
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV SCARF_ANALYTICS=false
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/challenges/package.json packages/challenges/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && node apps/server/image-layout.mjs /juice-shop \
 && cp package-lock.json /juice-shop/ \
 && cd /juice-shop \
 && npm install --omit=dev --no-audit --no-fund \
 && node /src/apps/server/image-layout.mjs --prune /juice-shop \
 && rm package-lock.json \
 && npm cache clean --force

# --- runtime: Node and the layout, nothing else --------------------------------------------------------------
FROM node:20-bookworm-slim
ARG UID=65532
ENV PORT=3000 \
    SCARF_ANALYTICS=false
WORKDIR /juice-shop
COPY --from=build --chown=0:0 /juice-shop /juice-shop
RUN chown -R ${UID}:0 /juice-shop/data/runtime && chmod -R g=u /juice-shop/data/runtime
USER ${UID}
EXPOSE 3000
VOLUME ["/juice-shop/data/runtime"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/rest/admin/application-version').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/juice-shop/dist/main.js"]

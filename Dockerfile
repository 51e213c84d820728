# syntax=docker/dockerfile:1
#
# One image for both Sitka processes; the command chooses which one runs:
#   web: node --max-old-space-size=256 .next/sitka/web-server.js   (the default CMD: the web's server, compiled by the build)
#   api: node server/dist/server.js                                 (the api, compiled by the build)
# One image rather than two because the web and the api are one product: they share lib/ (the
# api contract, cache tags, messages) and one package-lock, and must be deployed at the same
# version. One build, one tag, and a web can never meet an api of another release. Both run
# compiled JavaScript, as `npm start` runs them; no TypeScript loader runs in production.
#
#   docker build -t sitka .
#   docker run --env-file .env sitka                                   # a web
#   docker run --env-file .env sitka node server/dist/server.js        # an api
#
# compose.yaml runs two of each behind Caddy. Settings: README, "Running more than one instance".

ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, dev ones included: `next build` needs them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# Only what runs: the runtime stage copies these node_modules.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Inlined into the browser's code at build time (everything else the web reads at run time).
ARG NEXT_PUBLIC_SENTRY_DSN=
ENV NEXT_PUBLIC_SENTRY_DSN=${NEXT_PUBLIC_SENTRY_DSN} NEXT_TELEMETRY_DISABLED=1
# `npm run build`: Next's build, then the web's server and cache handler compiled into .next/sitka,
# then the api compiled into server/dist.
RUN NODE_ENV=production npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 API_PORT=4000 API_HOST=0.0.0.0 DATA_DIR=/data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY . .
COPY --from=build /app/.next ./.next
COPY --from=build /app/server/dist ./server/dist
# The web writes its page cache under .next and both keep files in DATA_DIR: the unprivileged
# user owns those two and nothing else.
RUN mkdir -p /data && chown -R node:node /data .next
USER node
VOLUME /data
EXPOSE 3000 4000
# The web's heap is capped as scripts/lib/processes.ts caps it (WEB_MAX_HEAP_MB).
CMD ["node", "--max-old-space-size=256", ".next/sitka/web-server.js"]

# The product's image: the API (serving the built SPA) or, with another command, the mail worker
# (docker-compose.yml runs both). Built in two stages: the web app is built with every dependency,
# and the image that runs keeps the production ones only, run as the unprivileged `node` user.
#
# Node 20 as package.json's engines says (^20.19.0), pinned by tag and digest; raise both together.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim@sha256:9e70124bd00f47dd023e349cd587132ae61892acc0e47ed641416c3e18f401c3

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY platform/package.json platform/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY worker/package.json worker/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY platform/package.json platform/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY worker/package.json worker/
COPY server/package.json server/
COPY web/package.json web/
# No dev dependencies: tsx, which runs the TypeScript sources (docs/decisions/0005-one-strict-tsconfig.md), is a dependency.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server's sources and the built web app only; owned by root, so the process cannot change them.
# tsconfig.json: tsx compiles the mail templates' JSX by it (react-jsx).
COPY tsconfig.json ./
COPY events events
COPY platform platform
COPY migrations migrations
COPY api api
COPY worker worker
COPY server server
COPY --from=build /app/web/dist web/dist
USER node
# Every interface of the container (`npm start` alone listens on 127.0.0.1).
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
# A young generation of 2 x 64 MB: a finished test allocates much that dies young (docs/decisions/0040-statements-prepared-once-per-connection.md).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "server/src/main.ts"]

# The product's image: the API (serving the built SPA) or, with another command, the mail worker.
# Node 20, as package.json's engines says (^20.19.0); the tag follows the newest 20.x.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY platform/package.json platform/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
# A young generation of 2 x 64 MB: a finished test allocates much that dies young (docs/decisions/0040-statements-prepared-once-per-connection.md).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "api/src/main.ts"]

# Production image: builds server and client, then runs the server, which serves everything on 4000.
# Node 24 LTS (Node 20 reached end of life in April 2026).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json codegen.ts ./
COPY server/package.json server/package.json
COPY client/package.json client/package.json
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY schema schema
COPY migrations migrations
COPY locales locales
COPY server server
COPY client client
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/app/.data
WORKDIR /app
# Without DATABASE_URL the server keeps an embedded PostgreSQL and its generated secrets in DATA_DIR:
# a folder the unprivileged node user can write, kept in a volume so a new container finds it.
# (In production with DATABASE_URL, JWT_SECRET must be set instead: see README's configuration.)
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME /app/.data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/package.json
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/package.json client/package.json
COPY --from=build /app/client/dist client/dist
# The server reads the languages' catalogs at start (docs/i18n.md).
COPY --from=build /app/locales locales
USER node
EXPOSE 4000
CMD ["node", "server/dist/server/src/main.js"]

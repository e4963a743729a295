# Production image: builds server and client, then runs the server, which serves everything on 4000.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json codegen.ts ./
COPY server/package.json server/package.json
COPY client/package.json client/package.json
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY schema schema
COPY migrations migrations
COPY server server
COPY client client
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/package.json
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/package.json client/package.json
COPY --from=build /app/client/dist client/dist
USER node
EXPOSE 4000
CMD ["node", "server/dist/server/src/main.js"]

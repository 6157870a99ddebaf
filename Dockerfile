# syntax=docker/dockerfile:1
# D.Office: one image, three roles (ROLE=web | worker | all). Build: docker build -t d-office .
# Not built on the project's own machines (no container engine there): see README "Operations" for what was checked.

# --- build: the web client and the compiled server ---------------------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm run build:server

# --- runtime: production dependencies, the built files, and the sources `npm run migrate` runs ------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    LOG_FORMAT=json \
    DATA_DIR=/app/.data \
    SKIP_WEB_BUILD=true
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
# `npm run migrate` (compose's one-shot service, the chart's pre-upgrade Job) runs the TypeScript sources through tsx.
# schema.graphql is read at start; api/src also holds the GraphQL explorer's page.
COPY tsconfig.json ormconfig.ts schema.graphql ./
COPY api/src ./api/src
COPY rules ./rules
COPY validation ./validation
COPY locales ./locales
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The compiled server directly (npm start would also check the build is current; the image's is by construction).
# The same V8 flags as `npm start` (README, Scripts).
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "--initial-old-space-size=96", "dist/server/main.js"]

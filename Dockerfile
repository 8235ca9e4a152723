# One container per brand: BRAND_CODE / BRAND_NAME / BRAND_CURRENCY pick the brand seeded on first start.
# Data (platform.db, gateway-cache.db) lives in /data: mount a volume there.
# The image serves a live brand (decision 0028): real money, nothing invented, and start-up refuses a data folder seeded
# as a demo or an enabled sandbox payment method. `docker run -e BRAND_MODE=demo …` for a demo.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SKIP_BUILD=on
ENV BRAND_MODE=live
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/db ./db
COPY --from=build /app/shared ./shared
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/bun", "server/main.ts"]

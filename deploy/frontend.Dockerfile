# syntax=docker/dockerfile:1
# Static server of one frontend (the shell or a remote), the same file for all of them. Build from the
# repository root with the app's folder and kind from packages/build-config/apps.json:
#   docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-chat -t atelier/mfe-chat .
#   docker build -f deploy/frontend.Dockerfile --build-arg APP=shell --build-arg KIND=host -t atelier/shell .
# The shell (KIND=host) also serves /remotes.json, deploy-time configuration: mount a file over
# /usr/share/nginx/html/remotes.json, or set REMOTES_JSON (rendered at start). The built-in default is
# deploy/remotes.compose.json (remotes same-origin under /mfe/<remote>/).

ARG APP
ARG KIND=remote

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV npm_config_update_notifier=false
# Manifests first: the install layer is rebuilt only when dependencies change, and is the same
# layer in every frontend image. Every workspace's package.json must be here or `npm ci` fails.
COPY package.json package-lock.json .npmrc ./
COPY packages/api-types/package.json packages/api-types/
COPY packages/build-config/package.json packages/build-config/
COPY packages/runtime/package.json packages/runtime/
COPY packages/ui/package.json packages/ui/
COPY shell/package.json shell/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-build-studio/package.json mfe-build-studio/
COPY mfe-movie-studio/package.json mfe-movie-studio/
COPY mfe-music-studio/package.json mfe-music-studio/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-integrations/package.json mfe-integrations/
COPY backend/package.json backend/
COPY e2e/package.json e2e/
# Every frontend of apps.json (node --test deploy/ checks the list). APP is declared only after this
# step: a build argument changes the cache key of every RUN after its ARG line.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --include-workspace-root -w shell -w mfe-chat -w mfe-build-studio -w mfe-movie-studio \
      -w mfe-music-studio -w mfe-marketing -w mfe-integrations
COPY tsconfig.base.json ./
COPY packages/ packages/
ARG APP
ARG KIND
# A wrong APP or KIND stops here, not as an image serving the wrong nginx conf.
RUN node -e 'const [folder, kind] = process.argv.slice(1); \
      const app = require("./packages/build-config/apps.json").frontends.find((a) => a.folder === folder); \
      if (!app || app.kind !== kind) { console.error(`APP=${folder} KIND=${kind}: apps.json says ${app ? `KIND=${app.kind}` : "no such app"}`); process.exit(1); }' \
      "$APP" "$KIND"
COPY ${APP}/ ${APP}/
# NODE_ENV as `npm run build` sets it (production router build), for this step only: `npm ci` above
# needs the dev dependencies. A remote's entry is the content-hashed file its mf-manifest.json names.
RUN NODE_ENV=production npm run build -w "$APP" \
    && if [ "$KIND" = host ]; then test -f "$APP/dist/index.html"; else test -f "$APP/dist/mf-manifest.json"; fi
# Precompressed twins of the hashed text assets for nginx's gzip_static (snippets/static-server.conf).
# Only static/: files outside it may be rewritten at start (remotes.json), which would leave a stale .gz.
RUN find "$APP/dist/static" -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' \) -size +1k \
      -exec gzip -9 -k -n {} +

FROM nginx:1.27-alpine AS static
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/snippets/ /etc/nginx/atelier/
ARG APP
COPY --from=build /app/${APP}/dist/ /usr/share/nginx/html/
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \
    CMD wget -q --spider http://127.0.0.1:80/healthz || exit 1

FROM static AS serve-remote
COPY deploy/nginx/static-remote.conf /etc/nginx/conf.d/default.conf

FROM static AS serve-host
COPY deploy/nginx/static-shell.conf /etc/nginx/conf.d/default.conf
COPY --chmod=0755 deploy/nginx/40-remotes-json.sh /docker-entrypoint.d/40-remotes-json.sh
COPY deploy/remotes.compose.json /usr/share/nginx/html/remotes.json

# The image is the stage of the app's kind (BuildKit builds only the stages it needs).
FROM serve-${KIND}

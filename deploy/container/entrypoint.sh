#!/bin/sh
# The image's entry point: `serve` (the default), or one of the operator's one-off commands.
# Each ends in `exec`, so node runs as PID 1 and receives `docker stop`'s SIGTERM itself: the
# server drains its streams and jobs exactly as under `npm run start:prod`.
set -e
command="${1:-serve}"
[ "$#" -gt 0 ] && shift
case "$command" in
  serve) exec node /app/dist-server/server/main.js "$@" ;;
  migrate) exec node --enable-source-maps /app/dist-server/cli/migrate.js "$@" ;;
  admin:create) exec node --enable-source-maps /app/dist-server/cli/create-admin.js "$@" ;;
  db:backup) exec node --enable-source-maps /app/dist-server/cli/db-backup.js "$@" ;;
  db:restore) exec node --enable-source-maps /app/dist-server/cli/db-restore.js "$@" ;;
  *) exec "$command" "$@" ;;
esac

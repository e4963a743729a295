#!/usr/bin/env bash
# Starts a hot standby of the PostgreSQL at 127.0.0.1:5432 on 127.0.0.1:${REPLICA_PORT:-5433}, for the
# read-replica tests (server/src/db/replicas.test.ts reads TEST_REPLICA_URL). PostgreSQL's own
# streaming replication: `pg_basebackup -R` copies the primary and configures the standby to follow it.
# Needs root (the standby runs as the postgres user) and Debian's PostgreSQL server binaries.
set -euo pipefail
PORT="${REPLICA_PORT:-5433}"
DIR="${REPLICA_DIR:-/tmp/ee-test-replica}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
PRIMARY=(-h 127.0.0.1 -p 5432 -U postgres)

if pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  # A standby left by an earlier run is kept only while it still follows the primary. One that fell
  # behind further than the primary keeps its WAL (a bulk load in between: "requested WAL segment
  # has already been removed") never catches up, and the tests would wait on it for nothing.
  receiver="$(psql -h 127.0.0.1 -p "$PORT" -U postgres -Atc 'SELECT status FROM pg_stat_wal_receiver' 2>/dev/null || true)"
  if [ "$receiver" = "streaming" ]; then
    echo "a standby already follows the primary on port $PORT"
    exit 0
  fi
  if [ ! -f "$DIR/standby.signal" ]; then
    echo "port $PORT answers, but not as a standby of this script's ($DIR); free the port or set REPLICA_PORT" >&2
    exit 1
  fi
  echo "the standby on port $PORT no longer follows the primary (${receiver:-no WAL receiver}): making it again"
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -m fast -w stop > /dev/null
fi

# The primary must take replication connections from this machine (Debian's pg_hba.conf has none).
HBA="$(psql "${PRIMARY[@]}" -Atc 'SHOW hba_file')"
if ! grep -qE '^host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$HBA"; then
  echo "host replication all 127.0.0.1/32 trust" >> "$HBA"
  psql "${PRIMARY[@]}" -Atc 'SELECT pg_reload_conf()' > /dev/null
fi

rm -rf "$DIR"
mkdir -p "$DIR"
chown postgres:postgres "$DIR"
chmod 700 "$DIR"
runuser -u postgres -- "$BIN/pg_basebackup" "${PRIMARY[@]}" -D "$DIR" -R -X stream -c fast
# Debian keeps the configuration outside the data folder: the standby gets its own, minimal one.
cat > "$DIR/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DIR'
hot_standby = on
max_connections = 100
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' > "$DIR/pg_hba.conf"
chown postgres:postgres "$DIR/postgresql.conf" "$DIR/pg_hba.conf"
runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w start > /dev/null
psql -h 127.0.0.1 -p "$PORT" -U postgres -Atc "SELECT 'standby on port $PORT, in recovery: ' || pg_is_in_recovery()"

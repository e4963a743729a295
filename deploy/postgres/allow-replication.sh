#!/bin/sh
# Run once by the postgres image when it creates the primary's data folder (docker-compose.yml):
# standbys on the compose network may connect for replication, with the same password as any client.
set -e
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"

# Sourced by ./ledgerline and .ci/run: puts a Node >= 22.18 on PATH (fetching Node 24 LTS from the npm
# registry into .cache/node when the machine's Node is older) and installs the lockfile's packages.
set -euo pipefail
LEDGERLINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# 22.18 is the first 22.x that runs TypeScript natively (the embedding server relies on it).
node_recent() { node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 18) ? 0 : 1)' 2>/dev/null; }

ensure_node() {
  local local_bin="$LEDGERLINE_ROOT/.cache/node/node_modules/.bin"
  if [ -x "$local_bin/node" ]; then export PATH="$local_bin:$PATH"; fi
  if node_recent; then return 0; fi
  echo "ledgerline: Node $(node -v 2>/dev/null || echo none) is too old; fetching Node 24 LTS from the npm registry" >&2
  mkdir -p "$LEDGERLINE_ROOT/.cache/node"
  npm install --prefix "$LEDGERLINE_ROOT/.cache/node" --no-audit --no-fund --loglevel=error node@24 >&2
  export PATH="$local_bin:$PATH"
  node_recent || { echo "ledgerline: could not provision Node >= 22.18" >&2; exit 1; }
}

# onnxruntime-node's install script reaches for CUDA files; its CPU runtime ships in the tarball.
export ONNXRUNTIME_NODE_INSTALL=skip

# `npm ci` in $1 when its package-lock.json differs from the one its node_modules was installed from:
# compared by content (a hash kept in node_modules), not by date, so a fresh checkout or a second
# git worktree of the same lockfile (which gets a newer file date) does not reinstall for nothing.
install_lockfile() {
  local dir="$1" stamp="$1/node_modules/.ledgerline-lockfile.sha256" want
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    # A node_modules that is a symlink is another checkout's install, shared: npm ci would empty it
    # under that checkout (and every other sharing it). Refuse, and say how to go on.
    if [ -L "$dir/node_modules" ]; then
      echo "ledgerline: $dir/package-lock.json differs from the install its node_modules links to" \
        "($(readlink "$dir/node_modules")); not reinstalling a shared install: install there, or" \
        "replace the link with a directory of its own" >&2
      exit 1
    fi
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >&2)
    echo "$want" >"$stamp"
  fi
}

ensure_packages() {
  install_lockfile "$LEDGERLINE_ROOT"
}

# The embedding server is its own package (embedding/package-lock.json): installed like the root one.
ensure_embedding_packages() {
  [ -f "$LEDGERLINE_ROOT/embedding/package-lock.json" ] || return 0
  install_lockfile "$LEDGERLINE_ROOT/embedding"
}

# Postgres for the tests: the local server at 127.0.0.1:5432 when the machine has one. Without
# one the tests run on the embedded PGlite database (test/support/test-database.ts), as they do
# with TEST_DATABASE=embedded.
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ] || [ "${TEST_DATABASE:-}" = embedded ]; then return 0; fi
  if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then return 0; fi
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >&2 || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && return 0; sleep 1; done
  fi
  return 0
}

# Redis for the tests (the scale-out suite shares caches and limits through it): the machine's
# server at 127.0.0.1:6379, started like FIELD-NOTES says when it is installed but not running.
# Tests use their own key prefix; a test that stops Redis starts a private one.
ensure_redis() {
  if [ -n "${TEST_REDIS_URL:-}" ]; then return 0; fi
  command -v redis-cli >/dev/null || return 0
  if redis-cli -p 6379 ping >/dev/null 2>&1; then return 0; fi
  if command -v redis-server >/dev/null; then
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log >&2 || true
    for _ in $(seq 1 20); do redis-cli -p 6379 ping >/dev/null 2>&1 && return 0; sleep 0.5; done
  fi
  return 0
}

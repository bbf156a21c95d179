# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Shared shell helpers for ./cts and scripts/*.sh (source me).
# shellcheck shell=bash
CTS_ROOT="${CTS_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
CTS_JOBS="${CTS_JOBS:-$(nproc 2>/dev/null || echo 2)}"

log()  { printf '[cts] %s\n' "$*" >&2; }
warn() { printf '[cts] warning: %s\n' "$*" >&2; }
die()  { printf '[cts] error: %s\n' "$*" >&2; exit 1; }

# run_logged LOGFILE CMD...: run quietly into LOGFILE; on failure show its tail.
# CTS_VERBOSE=1 shows everything.
run_logged() {
  local logf="$1"; shift
  if [[ "${CTS_VERBOSE:-0}" == 1 ]]; then "$@" >&2; return; fi
  if ! "$@" >"$logf" 2>&1; then
    warn "failed: $* (last lines of $logf follow)"
    tail -n 80 "$logf" >&2
    return 1
  fi
}

# cts_build BUILD_DIR [cmake args...]: configure (always: cheap, and it picks up
# files that appeared since, e.g. oracle scripts guarded by if(EXISTS)) and build.
cts_build() {
  local dir="$1"; shift
  mkdir -p "$dir"
  log "configuring $dir ($*)"
  run_logged "$dir/cts-configure.log" cmake -S "$CTS_ROOT" -B "$dir" "$@" || die "cmake configure failed"
  log "building $dir (log: $dir/cts-build.log)"
  run_logged "$dir/cts-build.log" cmake --build "$dir" -j "$CTS_JOBS" || die "build failed"
}

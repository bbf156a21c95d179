#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# js_package.sh REPO WASM — the npm package works as published: `npm pack`
# of reader/bindings/js (with WASM as its mlirbc.wasm) in a staging copy,
# `npm install --offline` of the tarball into an empty project, then
# `import("mlirbc")` validates an accepted and a rejected file as the
# native reader does, and the package's mlirbc-read bin exits 1 with the
# error line. Nothing is written to the source tree.
set -euo pipefail
repo="$1" wasm="$2"
[[ -f "$wasm" ]] || { echo "FAIL: $wasm not built (./cts wasm)" >&2
                      [[ "${CI:-}" == true ]] && exit 1; exit 77; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
js="$repo/reader/bindings/js"
mkdir -p "$tmp/stage" "$tmp/project"
cp "$js"/package.json "$js"/mlirbc.mjs "$js"/mlirbc.d.ts "$js"/mlirbc-read.mjs "$tmp/stage/"
cp "$wasm" "$tmp/stage/mlirbc.wasm"
export npm_config_cache="$tmp/cache" npm_config_update_notifier=false
(cd "$tmp/stage" && npm pack --silent --pack-destination "$tmp" >/dev/null)
tarball="$(ls "$tmp"/mlirbc-*.tgz)"
listed="$(tar tzf "$tarball" | sort | tr '\n' ' ')"
want="package/mlirbc-read.mjs package/mlirbc.d.ts package/mlirbc.mjs package/mlirbc.wasm package/package.json "
[[ "$listed" == "$want" ]] || { echo "FAIL: the tarball holds: $listed" >&2; exit 1; }
echo '{"name": "consumer", "version": "0.0.0", "private": true, "type": "module"}' \
  >"$tmp/project/package.json"
(cd "$tmp/project" && npm install --offline --no-audit --no-fund --silent "$tarball")
accept=("$repo"/corpus/upstream/files/*.mlirbc)
reject="$repo/corpus/cases/n_resource_missing_offset.mlirbc"
cat >"$tmp/project/check.mjs" <<'JS'
import { readFileSync } from "node:fs";
import { load } from "mlirbc";
const reader = await load();
for (const path of process.argv.slice(2)) {
  const v = reader.validate(readFileSync(path));
  console.log(v.verdict === "accept" ? "accept" : `${path}:${v.offset}: [${v.section}] ${v.code}: ${v.message}`);
}
JS
got="$(cd "$tmp/project" && node check.mjs "${accept[0]}" "$reject")"
native_reject="$("$repo/build/bin/mlirbc-read" "$reject" 2>&1 || true)"
if [[ -x "${MLIRBC_READ:-}" ]]; then native_reject="$("$MLIRBC_READ" "$reject" 2>&1 || true)"; fi
want="accept
$native_reject"
[[ "$got" == "$want" ]] || { printf 'FAIL: import("mlirbc") printed\n%s\nexpected\n%s\n' "$got" "$want" >&2; exit 1; }
set +e
bin_err="$(cd "$tmp/project" && ./node_modules/.bin/mlirbc-read "$reject" 2>&1 >/dev/null)"
rc=$?
set -e
[[ $rc == 1 && "$bin_err" == "$native_reject" ]] \
  || { echo "FAIL: the mlirbc-read bin exited $rc: $bin_err" >&2; exit 1; }
echo "js_package: $(basename "$tarball") ($(wc -c <"$tarball") bytes) installs, imports and runs"

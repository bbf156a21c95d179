#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# action-certify.sh — the body of the GitHub Action (action.yml): bootstrap,
# build, certify a reader, write the job summary and the step outputs.
# Kept out of action.yml so that it runs (and is tested) outside GitHub too.
set -uo pipefail
CTS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CTS_ROOT
source "$CTS_ROOT/scripts/common.sh"

usage() {
  cat <<'U'
usage: scripts/action-certify.sh   (inputs from the environment, as action.yml sets them)

Certifies a bytecode reader against this checkout's corpus, the way the
composite action (action.yml) does in a reader's CI:
  1. ./cts bootstrap --minimal   (build tools only; skipped with INPUT_BOOTSTRAP=false)
  2. builds build/ (the reference reader: structure baseline, minimization)
  3. ./cts certify --reader READER --name NAME [--protocol] [--claims]
                   [--expectations] --out OUT [ARGS...]
  4. appends the certificate's first INPUT_SUMMARY_LINES lines to
     $GITHUB_STEP_SUMMARY and writes result/exit-code/dir/certificate/badge
     to $GITHUB_OUTPUT (either may be unset: then nothing is written there)
Exit status: certify's: 0 pass, 1 an unexpected failure (a failure not in the
expectations file, or a listed case that now passes), 2 usage error.

Environment (action input in parentheses):
  INPUT_READER        (reader) command with {} for the file; required
  INPUT_NAME          (name) reader name on the certificate and badge; default "reader"
  INPUT_PROTOCOL      (protocol) process (one run per case) or batch
                      (spec/certify-protocol.md); default process
  INPUT_CLAIMS        (claims) claims JSON file (oracle/certify/claims.py)
  INPUT_EXPECTATIONS  (expectations) known failures, one case id per line
  INPUT_VERSIONS      (versions) bytecode versions of the corpus to certify:
                      "0-6", "1,2,6", "5 6"; replaces the claims' "versions"
  INPUT_ARGS          (args) more ./cts certify arguments (shell words),
                      e.g. "--structure -j 4 --timeout 20"
  INPUT_OUT           (out) output directory; default ./mlirbc-certificate
  INPUT_SUMMARY_LINES (summary-lines) default 40
  INPUT_BOOTSTRAP     (bootstrap) true/false; default true
  CTS_ACTION_REFERENCE  an already built mlirbc-read: no build step
Relative paths (reader command, claims, expectations, out) are relative to
the current directory (on GitHub: the reader's workspace).
U
}
case "${1:-}" in -h|--help) usage; exit 0 ;; "") ;; *) usage >&2; exit 2 ;; esac

reader="${INPUT_READER:-}"
name="${INPUT_NAME:-reader}"
protocol="${INPUT_PROTOCOL:-process}"
claims="${INPUT_CLAIMS:-}"
expectations="${INPUT_EXPECTATIONS:-}"
versions="${INPUT_VERSIONS:-}"
out="${INPUT_OUT:-mlirbc-certificate}"
lines="${INPUT_SUMMARY_LINES:-40}"
bootstrap="${INPUT_BOOTSTRAP:-true}"

usage_error() { printf '[cts] error: %s\n' "$*" >&2; exit 2; }
[[ -n "$reader" ]] || usage_error "input 'reader' is required (a command with {} for the file)"
case "$protocol" in process|batch) ;; *) usage_error "input 'protocol' must be process or batch, not '$protocol'" ;; esac
[[ -z "$claims" || -f "$claims" ]] || usage_error "claims file not found: $claims"
[[ -z "$expectations" || -f "$expectations" ]] || usage_error "expectations file not found: $expectations"
[[ "$lines" =~ ^[0-9]+$ ]] || usage_error "input 'summary-lines' must be a number, not '$lines'"
mkdir -p "$out" || usage_error "cannot create $out"
out="$(cd "$out" && pwd)"

# Extra arguments: shell words, split the way a shell would (quotes kept).
extra=()
if [[ -n "${INPUT_ARGS:-}" ]]; then
  mapfile -t extra < <(python3 -c 'import shlex, sys; print("\n".join(shlex.split(sys.argv[1])))' \
                       "$INPUT_ARGS") || usage_error "input 'args' is not valid shell words"
fi

# versions: merged into a copy of the claims (kept with the certificate).
if [[ -n "$versions" ]]; then
  python3 "$CTS_ROOT/scripts/action_claims.py" --versions "$versions" \
    ${claims:+--claims "$claims"} --out "$out/claims.json" || usage_error "bad input 'versions': $versions"
  claims="$out/claims.json"
fi

case "$bootstrap" in
  true) log "bootstrap (build tools)"; "$CTS_ROOT/scripts/bootstrap.sh" --minimal || die "bootstrap failed" ;;
  false) ;;
  *) usage_error "input 'bootstrap' must be true or false, not '$bootstrap'" ;;
esac

reference="${CTS_ACTION_REFERENCE:-}"
if [[ -z "$reference" ]]; then
  cts_build "$CTS_ROOT/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
  reference="$CTS_ROOT/build/bin/mlirbc-read"
fi
[[ -x "$reference" ]] || die "reference reader not found: $reference"

cmd=("$CTS_ROOT/cts" certify --reader "$reader" --name "$name"
     --protocol "$protocol" --reference "$reference" --out "$out")
[[ -n "$claims" ]] && cmd+=(--claims "$claims")
[[ -n "$expectations" ]] && cmd+=(--expectations "$expectations")
cmd+=(${extra[@]+"${extra[@]}"})
log "certifying $name: ${cmd[*]}"
"${cmd[@]}"
rc=$?

case $rc in 0) result=pass ;; 1) result=fail ;; *) result=error ;; esac
md="$out/certificate.md"
badge="$out/badge.svg"
if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
  {
    if [[ -f "$md" ]]; then
      head -n "$lines" "$md"
      total=$(wc -l <"$md")
      if (( total > lines )); then
        printf '\n… %d more lines in the certificate (artifact).\n' $((total - lines))
      fi
    else
      printf '# Certificate: %s\n\n**ERROR**: ./cts certify exited with status %d before writing a certificate.\n' \
        "$name" "$rc"
    fi
    printf '\n'
  } >>"$GITHUB_STEP_SUMMARY"
fi
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  {
    printf 'result=%s\n' "$result"
    printf 'exit-code=%d\n' "$rc"
    printf 'dir=%s\n' "$out"
    [[ -f "$md" ]] && printf 'certificate=%s\n' "$md"
    [[ -f "$badge" ]] && printf 'badge=%s\n' "$badge"
  } >>"$GITHUB_OUTPUT"
fi
log "certificate: $md ($result, exit status $rc)"
exit $rc

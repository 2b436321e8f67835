#!/usr/bin/env bash
# Fuzz the tokenizer, parser, module index, every rule and every report format with libFuzzer.
#
#   Tests/Fuzz/run-fuzzer.sh [SECONDS | -runs=N] [extra libFuzzer flags ...]
#
# SECONDS (default 60) bounds the fuzzing time (-max_total_time); -runs=N bounds the number of
# executions instead. Exits 0 when nothing was found, non-zero on any crash, leak, timeout, OOM or
# broken invariant (the reproducer is kept and its path printed). Built with
# `swiftc -sanitize=fuzzer,address -O -wmo` outside the SwiftPM build: Tests/Fuzz/FuzzTarget.swift
# is compiled with the library's sources as one module, so internal APIs are reachable.
#
# Environment:
#   FUZZ_SCRATCH  build and work folder (default: a new temporary folder, removed after a clean run)
#   FUZZ_CORPUS   a corpus folder to keep and grow across runs (default: a temporary copy of the seeds)
#   FUZZ_SOURCES  the library's sources (default: Sources/BGTaskLint); they are copied first
#   SWIFTC        the compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#   FUZZ_SANITIZE sanitizers (default: fuzzer,address; `fuzzer` alone runs many times faster,
#                 for long campaigns that look for hangs, crashes and broken invariants)
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
budget="${1:-60}"
[ "$#" -gt 0 ] && shift
case "$budget" in
    -runs=*) limit=("$budget") ;;
    ''|*[!0-9]*) echo "usage: $0 [SECONDS | -runs=N] [libFuzzer flags ...]" >&2; exit 2 ;;
    *) limit=("-max_total_time=$budget") ;;
esac

swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
scratch="${FUZZ_SCRATCH:-}"
keep_scratch=1
if [ -z "$scratch" ]; then scratch=$(mktemp -d "${TMPDIR:-/tmp}/bgtask-lint-fuzz.XXXXXX"); keep_scratch=0; fi
case "$scratch/" in "$repo"/*) echo "FUZZ_SCRATCH must be outside the repository" >&2; exit 2 ;; esac
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

# --- build: copy the sources first, so edits made meanwhile cannot break the compile.
sources="${FUZZ_SOURCES:-$repo/Sources/BGTaskLint}"
rm -rf "$scratch/src"; mkdir -p "$scratch/src"
cp -R "$sources" "$scratch/src/BGTaskLint"
cp "$repo/Tests/Fuzz/FuzzTarget.swift" "$scratch/src/"
echo "--- building the fuzzer in $scratch"
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$scratch/src" -name '*.swift' -print0 | sort -z)
# -wmo, as a release build of the package: generics are specialized and calls inlined across
# files. It cut the CPU time of a mutated input by about 30% (and builds no slower). Compiled from
# the scratch folder: a whole-module build leaves BGTaskLint-1.swiftmodule & co. where it runs.
(cd "$scratch" && "$swiftc" -sanitize="${FUZZ_SANITIZE:-fuzzer,address}" -parse-as-library -module-name BGTaskLint -swift-version 6 \
    -O -wmo -g -warnings-as-errors -use-ld=lld -module-cache-path "$scratch/module-cache" \
    "${files[@]}" -o "$scratch/fuzz-bgtask-lint")

# --- corpus: every fixture, each *.module folder as one multi-file input, hostile seeds, and every
# input that once found a problem (Tests/Fuzz/regressions: replayed before any mutation).
seeds="$scratch/seeds"
rm -rf "$seeds"; mkdir -p "$seeds"
n=0
while IFS= read -r -d '' fixture; do
    n=$((n + 1)); cp "$fixture" "$seeds/fixture-$n"
done < <(find "$repo/Fixtures" -type f -print0 | sort -z)
while IFS= read -r -d '' module; do
    n=$((n + 1))
    first=1
    while IFS= read -r -d '' part; do
        if [ "$first" -eq 0 ]; then printf '//--- %s\n' "${part#"$module"/}"; fi
        first=0
        cat "$part"
    done < <(find "$module" -type f -name '*.swift' -print0 | sort -z) > "$seeds/module-$n"
done < <(find "$repo/Fixtures" -type d -name '*.module' -print0 | sort -z)
# `sed -n 1p` reads all its input: `head` could exit first and, under pipefail, `sort`'s SIGPIPE
# would end the script (it did, once, with exit 141).
some_fixture=$(find "$repo/Fixtures" -type f -name '*.swift' | sort | sed -n 1p)
seed() { printf "$2" > "$seeds/hostile-$1"; }
rep() { local i; for ((i = 0; i < $2; i++)); do printf '%b' "$1"; done; }
{ printf 'func f() {\n'; rep 'run {\n' 3000; printf 'let id = UIApplication.shared.beginBackgroundTask { }\n'; rep '}\n' 3000; printf '}\n'; } > "$seeds/hostile-deep-closures"
{ printf 'let x = '; rep '([{' 8000; printf '1'; rep '}])' 8000; } > "$seeds/hostile-deep-brackets"
{ rep '"\\(' 2000; } > "$seeds/hostile-deep-interpolation"
{ rep '/* ' 5000; } > "$seeds/hostile-deep-block-comments"
{ rep '#if A\n' 2000; printf 'func f() { UIApplication.shared.beginBackgroundTask() }\n'; } > "$seeds/hostile-deep-if-config"
seed unterminated-string 'let s = "abc\nlet id = UIApplication.shared.beginBackgroundTask {\n'
seed unterminated-multiline 'let s = """\nabc \\(UIApplication.shared.beginBackgroundTask {'
seed unterminated-raw 'let s = ##"abc"# \\##( x'
seed unterminated-interpolation 'let s = "a \\(f("b \\(g({ x in "'
seed unterminated-comment 'func f() { /* /* nested */ UIApplication.shared.beginBackgroundTask { }'
seed unterminated-regex 'let r = /abc\nlet q = #/a(b\nlet t = #/\n[a-\nlet u = x / y /'
seed unterminated-placeholder 'taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: <#code'
seed invalid-utf8 'let \xff\xfe = "\xc0\x80\xed\xa0\x80"\nfunc f() { UIApplication.shared.beginBackgroundTask { \xf4\x90\x80\x80 } }\n\xe2\x82'
seed nul-bytes 'let a\x00b = "\x00"\n// \x00\nfunc f() { UIApplication.shared.beginBackgroundTask\x00 { } }\x00'
seed bom-middle '\xef\xbb\xbfimport UIKit\n\xef\xbb\xbflet id = UIApplication.shared.beginBackgroundTask { }\n'
seed suppressions '// bgtask-lint:disable\n// bgtask-lint:disable:next\n// bgtask-lint:disable:this nope, all,\n/* bgtask-lint:enable */ let id = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // bgtask-lint:disable:this'
seed odd-paths 'func a() { UIApplication.shared.beginBackgroundTask { } }\n//--- \x1b[31mred\xe2\x80\xaetxt.swift\r\nfunc b() { UIApplication.shared.beginBackgroundTask() }\n//--- \x85%%0A"<&>.swift\nlet id = UIApplication.shared.beginBackgroundTask(withName: "x")\n'
seed empty ''
printf '\xef\xbb\xbf' | cat - "$some_fixture" > "$seeds/hostile-bom"
sed 's/$/\r/' "$some_fixture" > "$seeds/hostile-crlf"
tr '\n' '\r' < "$some_fixture" > "$seeds/hostile-cr"

for regression in "$repo"/Tests/Fuzz/regressions/*; do
    [ -f "$regression" ] && cp "$regression" "$seeds/regression-$(basename "$regression")"
done

corpus="${FUZZ_CORPUS:-$scratch/corpus}"
mkdir -p "$corpus"
cp "$seeds"/* "$corpus"/
echo "--- $(ls "$seeds" | wc -l | tr -d ' ') seeds; corpus $corpus"

# --- fuzz. One process (the machine's other cores are for other work).
artifacts="$scratch/artifacts"
rm -rf "$artifacts"; mkdir -p "$artifacts"
# A -runs=N smoke: Swift's hashing made deterministic, so that the seeds (the regressions among
# them) give the same coverage every run; otherwise Set and Dictionary orders, and so coverage,
# change with each process's random seed. (The mutations that follow still vary a little from
# run to run, inside libFuzzer.) Time-bounded campaigns keep the random seed, to meet other orders.
hashing=()
case "$budget" in -runs=*) hashing=(SWIFT_DETERMINISTIC_HASHING=1) ;; esac
set +e
env "${hashing[@]}" ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1:${ASAN_OPTIONS:-}" \
"$scratch/fuzz-bgtask-lint" "${limit[@]}" \
    -max_len=65536 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -detect_leaks=1 \
    -dict="$repo/Tests/Fuzz/swift.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$@" "$corpus"
status=$?
set -e

found=$(find "$artifacts" -type f | sort)
# libFuzzer exits 72 when interrupted (^C, SIGTERM): that is no finding, but no clean run either.
if [ "$status" -eq 72 ] && [ -z "$found" ]; then
    echo "--- interrupted (libFuzzer exit 72): no findings up to then; the counts above are the run's" >&2
    exit 130
fi
if [ "$status" -ne 0 ] || [ -n "$found" ]; then
    echo "--- FUZZING FOUND A PROBLEM (libFuzzer exit $status); reproducers:" >&2
    [ -n "$found" ] && echo "$found" >&2
    echo "reproduce: ${hashing[*]:+${hashing[*]} }$scratch/fuzz-bgtask-lint <file>; minimize: $scratch/fuzz-bgtask-lint -minimize_crash=1 -runs=100000 <file>" >&2
    exit $(( status != 0 ? status : 1 ))
fi
echo "--- no findings"
[ "$keep_scratch" -eq 1 ] || rm -rf "$scratch"
exit 0

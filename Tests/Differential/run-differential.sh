#!/bin/sh
# Differential lexing: compares our Lexer and SyntaxTree with swift-syntax's SwiftParser (the
# parser the toolchain ships for macros) over a tree of Swift files.
#
#   Tests/Differential/run-differential.sh [DIR …]     (default: /work/corpus if there, and Fixtures/)
#
# Both programs are built outside the package (which stays dependency-free) into a temporary
# directory: the oracle links SwiftSyntax/SwiftParser from the toolchain's lib/swift/host, the
# comparer compiles the whole of Sources/BGTaskLint in directly (the parser uses the model's
# name hashing: a list of folders went stale once and the comparer no longer built).
# Single-threaded: the comparer runs the oracle on 100 files at a time and waits for it.
#
#   DIFF_EXAMPLES=N          examples printed per category
#   DIFF_DISAGREEING=FILE    also write the paths of the files that disagree to FILE
#   DIFF_OPTIMIZATION=-Onone build the comparer unoptimized (a minute sooner; CI's smoke)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
swiftc=${SWIFTC:-swiftc}
host=$(dirname "$(command -v "$swiftc")")/../lib/swift/host
[ -d "$host" ] || host=/opt/swift/usr/lib/swift/host
work=${DIFF_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/bgtask-differential.XXXXXX")}
mkdir -p "$work"

"$swiftc" -O -j1 -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker "$host" \
    "$here/oracle.swift" -o "$work/oracle"
# Top-level code must sit in a file called main.swift when other files are compiled beside it.
cp "$here/compare.swift" "$work/main.swift"
find "$root/Sources/BGTaskLint" -name '*.swift' | LC_ALL=C sort > "$work/library.txt"
# shellcheck disable=SC2046 # the library's paths hold no blanks
"$swiftc" "${DIFF_OPTIMIZATION:--O}" -j1 -warnings-as-errors "$work/main.swift" $(cat "$work/library.txt") -o "$work/compare"

if [ $# -eq 0 ]; then
    if [ -d /work/corpus ]; then set -- /work/corpus "$root/Fixtures"; else set -- "$root/Fixtures"; fi
fi
for dir in "$@"; do find "$dir" -type f -name '*.swift'; done | LC_ALL=C sort > "$work/files.txt"
"$work/compare" "$work/oracle" "$work/files.txt" ${DIFF_EXAMPLES:+--examples "$DIFF_EXAMPLES"} \
    ${DIFF_DISAGREEING:+--disagreeing "$DIFF_DISAGREEING"}

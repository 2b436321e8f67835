#!/bin/sh
# Differential lexing: compares our Lexer and SyntaxTree with swift-syntax's SwiftParser (the
# parser the toolchain ships for macros) over a tree of Swift files.
#
#   Tests/Differential/run-differential.sh [DIR …]     (default: /work/corpus and Fixtures/)
#
# Both programs are built outside the package (which stays dependency-free) into a temporary
# directory: the oracle links SwiftSyntax/SwiftParser from the toolchain's lib/swift/host, the
# comparer compiles Sources/BGTaskLint/{Lexing,Parsing,Source} in directly. Single-threaded:
# the comparer runs the oracle on 100 files at a time and waits for it.
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
"$swiftc" -O -j1 -warnings-as-errors "$work/main.swift" \
    "$root"/Sources/BGTaskLint/Lexing/*.swift "$root"/Sources/BGTaskLint/Parsing/*.swift \
    "$root"/Sources/BGTaskLint/Source/*.swift -o "$work/compare"

if [ $# -eq 0 ]; then set -- /work/corpus "$root/Fixtures"; fi
for dir in "$@"; do find "$dir" -type f -name '*.swift'; done | LC_ALL=C sort > "$work/files.txt"
"$work/compare" "$work/oracle" "$work/files.txt" ${DIFF_EXAMPLES:+--examples "$DIFF_EXAMPLES"}

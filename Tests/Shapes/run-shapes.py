#!/usr/bin/env python3
"""Times bgtask-lint on adversarial input shapes (shapes.py) at n, 4n and 16n and flags the
super-linear ones: 4x the input in more than ~6x the time at the largest pair, or a 60 s timeout.

usage: Tests/Shapes/run-shapes.py [--once] [shape ...]     (default: every shape)
  --once: each shape once, at its first size, checking only that every run exits 0 or 1 (a smoke
          for sanitizer builds: CI runs it with BIN set to an AddressSanitizer build).
environment: BIN (default .build/release/bgtask-lint), RESULTS (append JSON lines there)
exit status: 0 when every shape stayed linear (but for those shapes.py lists as known
super-linear, reported apart, which must still be so) and every run exited 0 or 1; 1 otherwise
(a crashed run's input is kept and its path printed).
"""
import json, math, os, re, shutil, subprocess, sys, time
import tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import shapes as gen

BIN = os.environ.get("BIN", os.path.join(HERE, "..", "..", ".build", "release", "bgtask-lint"))
CASES = tempfile.mkdtemp(prefix="bgtask-lint-shapes.")
RESULTS = os.environ.get("RESULTS", os.devnull)
MULT = {"helpers_all_call_all": 2, "raw_quote_openers_distinct_hashes": 2}   # file size ~ n^2: 2n is 4x the input

def run(name, n, keep=False):
    d = os.path.join(CASES, "%s_%d" % (name, n))
    shutil.rmtree(d, ignore_errors=True)
    size = gen.write(name, n, d)
    t0 = time.time()
    p = subprocess.run(["/usr/bin/time", "-v", "timeout", "60", BIN, "--quiet", d],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.time() - t0
    err = p.stderr.decode(errors="replace")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", err).group(1))
    timed_out = "exited with non-zero status 124" in err or wall >= 59.5
    ndiag = p.stdout.count(b"\n")
    # 0 clean, 1 findings; anything else (a signal, 2 for an I/O error, 124 for the timeout)
    # is kept with the end of stderr so a crash is never mistaken for a time.
    crashed = p.returncode not in (0, 1) and not timed_out
    if crashed:
        tail = "\n".join(l for l in err.splitlines() if not l.startswith("\t"))[-2000:]
        print("%s n=%d: exit status %d\n%s" % (name, n, p.returncode, tail), file=sys.stderr, flush=True)
        keep = True
    if not keep:
        shutil.rmtree(d, ignore_errors=True)
    return dict(n=n, bytes=size, wall=wall, rss_kb=rss, timeout=timed_out, diags=ndiag, rc=p.returncode,
                crashed=crashed, kept=d if keep else None)

def measure(name):
    _, start, note = gen.SHAPES[name]
    m = MULT.get(name, 4)
    n = start
    r = run(name, n)
    while r["wall"] < 0.05 and r["bytes"] < 40_000_000 and not r["timeout"]:
        n *= 2
        r = run(name, n)
    rows = [r]
    for _ in range(2):
        last = rows[-1]
        if last["timeout"] or last["wall"] > 12 or last["bytes"] * m > 200_000_000:
            break
        rows.append(run(name, last["n"] * m))
    out = dict(shape=name, note=note, rows=rows)
    ex = []
    for a, b in zip(rows, rows[1:]):
        e = math.log(max(b["wall"], 1e-3) / max(a["wall"], 1e-3)) / math.log(b["bytes"] / a["bytes"])
        ex.append(round(e, 2))
    out["exponents"] = ex
    out["ratios"] = [round(b["wall"] / a["wall"], 1) for a, b in zip(rows, rows[1:])]
    return out

if __name__ == "__main__":
    args = sys.argv[1:]
    once = "--once" in args
    names = [a for a in args if a != "--once"] or list(gen.SHAPES)
    if once:
        crashed = []
        for name in names:
            r = run(name, gen.SHAPES[name][1])
            if r["crashed"] or r["timeout"]:
                crashed.append("%s (n=%d, exit %d, kept in %s)" % (name, r["n"], r["rc"], r["kept"]))
        if not crashed:
            shutil.rmtree(CASES, ignore_errors=True)
        print("shapes once: %d run, crashed or timed out: %s" % (len(names), ", ".join(crashed) or "none"))
        sys.exit(1 if crashed else 0)
    bad = []
    known, fixed = [], []
    crashes = []
    with open(RESULTS, "a") as f:
        for name in names:
            o = measure(name)
            f.write(json.dumps(o) + "\n"); f.flush()
            rows = o["rows"]
            print("%-34s %s ratios=%s exp=%s rss=%s" % (name,
                  " ".join("n=%d:%dB:%.3fs%s" % (r["n"], r["bytes"], r["wall"], "(TO)" if r["timeout"] else "") for r in rows),
                  o["ratios"], o["exponents"], [r["rss_kb"] for r in rows]), flush=True)
            # 4x the input in more than 6x the time (exponent > 1.3), or a timeout: super-linear.
            superlinear = any(r["timeout"] for r in rows) or any(e > 1.3 for e in o["exponents"][-1:])
            if name in gen.KNOWN_SUPERLINEAR:
                # Known and written down (shapes.py): reported apart; one turned linear is news too.
                (known if superlinear else fixed).append(name)
            elif superlinear:
                bad.append(name)
            crashes.extend("%s (n=%d, exit %d, kept in %s)" % (name, r["n"], r["rc"], r["kept"])
                           for r in rows if r["crashed"])
    if not crashes:
        shutil.rmtree(CASES, ignore_errors=True)
    print("super-linear: %s" % (", ".join(bad) or "none"))
    print("known super-linear (shapes.py KNOWN_SUPERLINEAR): %s" % (", ".join(known) or "none"))
    if fixed:
        print("known super-linear but linear now (take them off the list): %s" % ", ".join(fixed))
    print("crashed: %s" % (", ".join(crashes) or "none"))
    sys.exit(1 if bad or fixed or crashes else 0)

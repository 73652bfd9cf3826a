#!/usr/bin/env python3
"""How long a piped payload takes to reach the screen of the app.

Runs the app in tmux with its stdin on a FIFO, starts ACTIVITIES sport
activities, then writes updates at RATE payloads/s for SECONDS, round robin
over the activities; every 5th one goes to the activity on screen and
carries a marker (the match clock, "m000123"). A thread reads the pane
(`tmux capture-pane`, every few ms) and notes when each marker, or a newer
one, is first visible. Latency of a payload = first capture that shows its
state (or a newer one) - the moment it was written to the pipe; the capture
interval is the resolution and is printed.

  LASIM=.build/release/lasim scripts/app-latency.py [RATE] [SECONDS] [ACTIVITIES]
"""
import json, os, re, subprocess, sys, tempfile, threading, time

lasim = os.path.realpath(os.environ.get("LASIM", os.path.join(os.path.dirname(__file__), "../.build/release/lasim")))
rate = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5
activities = int(sys.argv[3]) if len(sys.argv) > 3 else 100
frame_ms = 33  # AppRunner.frameMs
work = tempfile.mkdtemp()
fifo = os.path.join(work, "in")
os.mkfifo(fifo)
session = f"lasim-latency-{os.getpid()}"
subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "40",
                f"exec {lasim} - < {fifo} 2> {work}/err"], check=True)
pipe = open(fifo, "w")

base = int(time.time()) - 100_000
counts = {}

def payload(act, event, clock, relevance, start=False):
    counts[act] = counts.get(act, 0) + 1
    aps = {"event": event, "timestamp": base + counts[act],
           "content-state": {"home": "ARS", "away": "CHE", "homeScore": 1, "awayScore": 0,
                             "period": "1st half", "clock": clock}}
    if start:
        aps["attributes-type"] = "MatchAttributes"
        aps["attributes"] = {"competition": "League"}
        aps["relevance-score"] = relevance
    return json.dumps({"activity": act, "payload": {"aps": aps}}) + "\n"

sent = {}      # marker number -> time written
seen = {}      # marker number -> first time seen on screen
captures = []  # time taken by each capture
stop = False

def capture():
    newest = -1
    while not stop:
        t0 = time.perf_counter()
        out = subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
        t1 = time.perf_counter()
        captures.append(t1 - t0)
        for m in re.findall(r"m(\d{6})", out):
            n = int(m)
            if n > newest:
                # Everything up to n is now shown (n or a newer state): the screen moved past them.
                for k in list(sent):
                    if newest < k <= n and k not in seen:
                        seen[k] = t1  # visible by the end of this capture (an upper bound)
                newest = n

# The activity on screen: the first, with the highest relevance.
pipe.write(payload("act-0", "start", "m000000", 100, start=True))
for a in range(1, activities):
    pipe.write(payload(f"act-{a}", "start", "-", 1, start=True))
pipe.flush()
time.sleep(1.5)
reader = threading.Thread(target=capture, daemon=True)
reader.start()
time.sleep(0.2)

total = int(rate * seconds)
t_start = time.perf_counter()
marker = 0
for i in range(total):
    due = t_start + i / rate
    now = time.perf_counter()
    if due > now:
        time.sleep(due - now)
    if i % 5 == 0:
        marker += 1
        line = payload("act-0", "update", f"m{marker:06d}", 100)
        pipe.write(line)
        pipe.flush()
        sent[marker] = time.perf_counter()
    else:
        pipe.write(payload(f"act-{1 + i % (activities - 1)}", "update", "x", 1))
        pipe.flush()
elapsed = time.perf_counter() - t_start
time.sleep(0.5)
stop = True
reader.join()
screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
pid = subprocess.run(["tmux", "display", "-p", "-t", session, "#{pane_pid}"], capture_output=True, text=True).stdout.strip()
rss = ""
try:
    with open(f"/proc/{pid}/status") as f:
        rss = next((l.split()[1] for l in f if l.startswith("VmRSS")), "")
except OSError:
    pass
subprocess.run(["tmux", "kill-session", "-t", session])

lat = sorted((seen[k] - sent[k]) * 1000 for k in sent if k in seen)
missing = len(sent) - len(lat)
cap = sorted(captures)
def pct(v, p): return v[min(len(v) - 1, int(p / 100 * len(v)))] if v else float("nan")
print(f"app latency: {total} payloads in {elapsed:.2f} s ({total / elapsed:.0f}/s) over {activities} activities; "
      f"{len(sent)} to the activity on screen")
print(f"  on screen after: p50 {pct(lat, 50):.1f} ms, p90 {pct(lat, 90):.1f} ms, p99 {pct(lat, 99):.1f} ms, "
      f"max {lat[-1] if lat else float('nan'):.1f} ms; within one frame ({frame_ms} ms): "
      f"{sum(1 for x in lat if x <= frame_ms)}/{len(lat)}; never shown: {missing}")
print(f"  resolution: a capture every {pct(cap, 50) * 1000:.1f} ms (median), {pct(cap, 99) * 1000:.1f} ms (p99)")
print(f"  app resident memory at the end: {rss} kB")
if missing or not lat:
    print("  last screen:\n" + screen)
    sys.exit(1)

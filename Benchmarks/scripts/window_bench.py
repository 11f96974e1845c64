#!/usr/bin/env python3
"""The real-window figures of docs/performance.md, measured under Xvfb with SDL's software renderer.

    window_bench.py BINARY latency [--clicks N]   input to pixels: SDL event timestamp -> present
    window_bench.py BINARY idle [--seconds S]     CPU used by the open window doing nothing
    window_bench.py BINARY startup [--runs N]     `render` of the default scene; the window's first frame

BINARY is a release `touchscope`. Each mode starts its own Xvfb on a free display and the window
with TOUCHSCOPE_FRAME_LOG (see SDLWindowHost.swift's FrameLog), and stops both (by their
process ids) however it ends. Prints a Markdown table.
"""
import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENE = os.path.join(ROOT, "Scenes", "01-responder-chain.yaml")


def percentile(values, q):
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


class Session:
    """Xvfb plus the window, both stopped at exit."""

    def __init__(self, binary):
        self.binary = binary
        self.procs = []
        self.work = tempfile.mkdtemp(prefix="touchscope-bench-")
        self.display = None

    def __enter__(self):
        signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
        return self

    def __exit__(self, *exc):
        for p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
        self.procs.clear()
        return False

    def start_xvfb(self):
        for n in range(90, 140):
            if os.path.exists(f"/tmp/.X11-unix/X{n}") or os.path.exists(f"/tmp/.X{n}-lock"):
                continue
            p = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.procs.append(p)
            for _ in range(100):
                if os.path.exists(f"/tmp/.X11-unix/X{n}"):
                    self.display = f":{n}"
                    return
                if p.poll() is not None:
                    break
                time.sleep(0.05)
        raise SystemExit("window_bench: could not start Xvfb")

    def env(self, frame_log):
        env = dict(os.environ)
        # The window's own process (no supervisor: the scene is YAML), whose CPU and start are measured.
        env.update(DISPLAY=self.display, SDL_RENDER_DRIVER="software", TOUCHSCOPE_FRAME_LOG=frame_log, TOUCHSCOPE_NO_SUPERVISOR="1")
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def start_window(self, tag, extra=()):
        frame_log = os.path.join(self.work, f"{tag}.frames")
        json_log = os.path.join(self.work, f"{tag}.jsonl")
        launched = time.time()
        p = subprocess.Popen([self.binary, SCENE, "--log-json", json_log, *extra], env=self.env(frame_log),
                             stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.work, f"{tag}.err"), "w"))
        self.procs.append(p)
        return p, frame_log, json_log, launched

    def stop(self, p):
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        if p in self.procs:
            self.procs.remove(p)


def frames(path):
    out = []
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for line in f:
            fields = dict(kv.split("=", 1) for kv in line.split())
            out.append(fields)
    return out


def wait_for(cond, seconds):
    end = time.time() + seconds
    while time.time() < end:
        v = cond()
        if v:
            return v
        time.sleep(0.02)
    return None


def ready_record(json_log):
    if not os.path.exists(json_log):
        return None
    with open(json_log) as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if r.get("type") == "ready":
                return r
    return None


def xdotool(display, *args):
    return subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True, check=False)


def latency(binary, clicks):
    with Session(binary) as s:
        s.start_xvfb()
        p, frame_log, json_log, _ = s.start_window("latency")
        ready = wait_for(lambda: ready_record(json_log), 30)
        if not ready:
            raise SystemExit("window_bench: the window never became ready")
        wid = wait_for(lambda: xdotool(s.display, "search", "--pid", str(p.pid)).stdout.split(), 10)
        if not wid:
            raise SystemExit("window_bench: no X window for the process")
        wid = wid[-1]
        x, y, w, h = ready["canvas"]
        targets = [(x + w * 0.5, y + h * 0.3), (x + w * 0.3, y + h * 0.6), (x + w * 0.7, y + h * 0.8)]
        time.sleep(0.5)
        sent = []
        before = len(frames(frame_log))
        for i in range(clicks):
            tx, ty = targets[i % len(targets)]
            xdotool(s.display, "mousemove", "--window", wid, str(int(tx)), str(int(ty)))
            time.sleep(0.03)
            sent.append(time.time() * 1000)
            xdotool(s.display, "click", "1")
            time.sleep(0.12)
        time.sleep(0.5)
        fr = frames(frame_log)[before:]
        s.stop(p)
    lat = [int(f["latency_ms"]) for f in fr if f.get("latency_ms", "-") != "-"]
    # From xdotool's send (the harness's clock) to the first frame presented after it.
    walls = [float(f["wall_ms"]) for f in fr if f.get("input_ms", "-") != "-"]
    e2e = []
    for t in sent:
        after = [w for w in walls if w >= t]
        if after:
            e2e.append(min(after) - t)
    print("| figure | frames | p50 | p90 | p99 | max |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    print(f"| SDL event timestamp -> present (ms) | {len(lat)} | {percentile(lat, .5):.1f} | {percentile(lat, .9):.1f} | "
          f"{percentile(lat, .99):.1f} | {max(lat) if lat else float('nan'):.1f} |")
    print(f"| xdotool click sent -> first frame after it (ms) | {len(e2e)} | {percentile(e2e, .5):.1f} | "
          f"{percentile(e2e, .9):.1f} | {percentile(e2e, .99):.1f} | {max(e2e) if e2e else float('nan'):.1f} |")
    # Where a frame's time goes (frame logs of builds that write these fields).
    shown = [f for f in fr if f.get("input_ms", "-") != "-"]
    for key, label in (("step_us", "event taken off the queue -> draw starts (ms)"),
                       ("draw_us", "draw into the frame and copy to the window's target (ms)"),
                       ("update_us", "present: send to the display (ms)")):
        v = [int(f[key]) / 1000 for f in shown if f.get(key, "-") not in ("-", None)]
        if v:
            print(f"| {label} | {len(v)} | {percentile(v, .5):.2f} | {percentile(v, .9):.2f} | "
                  f"{percentile(v, .99):.2f} | {max(v):.2f} |")
    sent = [f.get("sent_px") for f in shown if "sent_px" in f]
    if sent:
        px = [int(v) for v in sent if v != "all"]
        whole = len(sent) - len(px)
        median = f"{percentile(px, .5):.0f}" if px else "-"
        print(f"\nPixels sent to the display per frame with input: median {median} of the damage-presented "
              f"frames ({len(px)}), the whole window in {whole}.")
    print(f"\n{clicks} clicks; a click is a down and an up, each shown by a frame when the picture changes.")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        rest = f.read().rsplit(")", 1)[1].split()
    return int(rest[11]) + int(rest[12])   # utime, stime (fields 14 and 15)


def idle(binary, seconds):
    with Session(binary) as s:
        s.start_xvfb()
        p, frame_log, json_log, _ = s.start_window("idle")
        if not wait_for(lambda: ready_record(json_log), 30):
            raise SystemExit("window_bench: the window never became ready")
        time.sleep(2)
        n0 = len(frames(frame_log))
        t0, c0 = time.time(), cpu_ticks(p.pid)
        time.sleep(seconds)
        t1, c1 = time.time(), cpu_ticks(p.pid)
        n1 = len(frames(frame_log))
        s.stop(p)
    hz = os.sysconf("SC_CLK_TCK")
    cpu = (c1 - c0) / hz / (t1 - t0) * 100
    print("| figure | value |\n| --- | ---: |")
    print(f"| CPU over {t1 - t0:.1f} s idle (% of one core) | {cpu:.2f} % |")
    print(f"| CPU time used (ms) | {(c1 - c0) / hz * 1000:.0f} (clock tick {1000 / hz:.0f} ms) |")
    print(f"| frames presented while idle | {n1 - n0} |")


def startup(binary, runs):
    out = os.path.join(tempfile.mkdtemp(prefix="touchscope-bench-"), "render.png")
    render = []
    subprocess.run([binary, "render", SCENE, "--out", out], check=True, capture_output=True)
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([binary, "render", SCENE, "--out", out], check=True, capture_output=True)
        render.append((time.perf_counter() - t0) * 1000)
    first = []
    with Session(binary) as s:
        s.start_xvfb()
        for i in range(runs):
            p, frame_log, json_log, launched = s.start_window(f"start{i}")
            f = wait_for(lambda: frames(frame_log), 30)
            s.stop(p)
            if f:
                first.append(float(f[0]["wall_ms"]) - launched * 1000)
    print("| figure | runs | median | p90 | min |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print(f"| `touchscope render` of the default scene (ms, process start to exit) | {runs} | "
          f"{statistics.median(render):.0f} | {percentile(render, .9):.0f} | {min(render):.0f} |")
    if first:
        print(f"| window: process start to first frame presented (ms) | {len(first)} | {statistics.median(first):.0f} | "
              f"{percentile(first, .9):.0f} | {min(first):.0f} |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("mode", choices=["latency", "idle", "startup"])
    ap.add_argument("--clicks", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--runs", type=int, default=15)
    a = ap.parse_args()
    try:
        {"latency": lambda: latency(a.binary, a.clicks), "idle": lambda: idle(a.binary, a.seconds),
         "startup": lambda: startup(a.binary, a.runs)}[a.mode]()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()

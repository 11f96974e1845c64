#!/usr/bin/env python3
"""Draws how cost grows with the number of views (issue 17, item 7): one log-log panel per
figure (hit-test, hit map, dispatch, frame, load), TouchScope now beside the baseline.

    touchscope-bench growth ours.csv            # in this checkout
    touchscope-bench growth baseline.csv        # in a checkout of the baseline commit
    python3 Benchmarks/scripts/growth_plot.py ours.csv baseline.csv docs/performance-growth.png

Each CSV has rows `figure,views,value,unit` as `touchscope-bench growth` prints them. Several
runs of one side can be given joined with `+` (`a.csv+b.csv`): each point is then the smallest
of the runs (the one the shared machine disturbed least). The slope
printed in each legend is the least-squares slope of log(value) against log(views) over the
points from 1,000 views up (1 means linear, 0 constant).

Needs matplotlib: `apt-get install python3-matplotlib` (then run this with /usr/bin/python3
if another python3 comes first on PATH) or `pip install matplotlib`.
"""
import csv
import math
import sys

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    sys.exit("growth_plot.py needs matplotlib: apt-get install python3-matplotlib "
             "(and run this script with /usr/bin/python3), or pip install matplotlib")

FIGURES = ["hit-test", "hit map", "dispatch", "frame", "load"]
TITLES = {
    "hit-test": "hit-test (one point)",
    "hit map": "hit map, 390 x 844",
    "dispatch": "dispatch (a tap: down + up)",
    "frame": "frame, all overlays, 1280 x 900 (full redraw)",
    "load": "load a scene file (read, parse, build)",
}


def read(paths):
    best = {}
    for path in paths.split("+"):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                key = (row["figure"], int(row["views"]))
                value = float(row["value"])
                if key not in best or value < best[key][0]:
                    best[key] = (value, row["unit"])
    data = {}
    for (figure, views), (value, unit) in best.items():
        data.setdefault(figure, []).append((views, value, unit))
    return data


def slope(points):
    pts = [(math.log10(n), math.log10(v)) for n, v, _ in points if n >= 1000 and v > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / den if den else None


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    ours, base, out = read(sys.argv[1]), read(sys.argv[2]), sys.argv[3]
    fig, axes = plt.subplots(2, 3, figsize=(15, 9))
    for ax, name in zip(axes.flat, FIGURES):
        unit = ""
        for label, data, style in (("baseline (99f53fe)", base, dict(color="#8E8E93", linestyle="--", marker="s")),
                                   ("now", ours, dict(color="#007AFF", linestyle="-", marker="o"))):
            pts = sorted(data.get(name, []))
            if not pts:
                continue
            unit = pts[0][2]
            s = slope(pts)
            ax.plot([p[0] for p in pts], [p[1] for p in pts], linewidth=2, markersize=6,
                    label=f"{label}, slope {s:.2f}" if s is not None else label, **style)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(TITLES[name])
        ax.set_xlabel("views")
        ax.set_ylabel(unit)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=9)
    ax = axes.flat[-1]
    ax.axis("off")
    ax.text(0, 0.9, "How cost grows with the number of views\n(log-log; medians, the smaller of two runs;\nrelease builds; "
            "2 shared cores, see docs/performance.md)\n\nScene files stop at 20,000 views:\n"
            "load is measured up to 10,000; beyond\n10,000 the frame's extra views are\nadded in code.",
            va="top", fontsize=11)
    fig.tight_layout()
    fig.savefig(out, dpi=90)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()

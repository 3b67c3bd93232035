#!/usr/bin/env python3
"""Writes a findings-heavy corpus: a codebase adopting InsetLint before a baseline is written.

Each spec is one of the benchmark corpus's app-like screens (Benchmarks/generate-corpus.py: 50–300
lines, nested views, scroll views, tables, bars) naming 16 devices in portrait and landscape (16 ×
3 orientations, on the default iOS profiles), with a few of the mistakes InsetLint reports added to
its root view (views pinned to the root view's top or bottom, rows pinned to its leading edge,
which landscape puts under the sensor housing), so a 2,000-spec corpus of about 28 MB reports about
16,000 findings. Every file comes from its own `random.Random(seed, index)`: the same corpus on
every machine.

    generate-findings-corpus.py OUT_DIR [--files 2000] [--seed 22]

writes OUT_DIR/<area>/<name>.screen.yaml.
"""
import argparse
import importlib.util
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("generate_corpus", os.path.join(HERE, "generate-corpus.py"))
generate_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate_corpus)

DEVICES = ["iphone-se-3", "iphone-8-plus", "iphone-x", "iphone-xs-max", "iphone-11", "iphone-13-mini", "iphone-14",
           "iphone-14-plus", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max", "iphone-17",
           "iphone-17-pro-max", "iphone-air", "ipad-pro-11-m4"]
AREAS = ["account", "browse", "cart", "chat", "checkout", "discover", "feed", "help", "home", "inbox", "library", "maps"]
NOUNS = ["title", "subtitle", "avatar", "price", "badge", "caption", "summary", "author", "date", "status", "rating", "banner"]


def mistakes(rng):
    """Root-level subviews (indent 6) carrying the mistakes."""
    lines = []
    used = set()

    def view(cls, constraints):
        n = 1
        stem = "bench" + rng.choice(NOUNS).capitalize() + cls[2:]
        while f"{stem}{n}" in used:
            n += 1
        used.add(f"{stem}{n}")
        lines.append(f"      - id: {stem}{n}")
        lines.append(f"        class: {cls}")
        lines.append("        constraints: { " + ", ".join(f"{k}: {v}" for k, v in constraints) + " }")

    for _ in range(rng.choice([1, 2])):
        view("UILabel", [("top", f"superview + {rng.choice([0, 4, 8])}"), ("leading", "safeArea + 16"), ("trailing", "safeArea - 16")])
    for _ in range(rng.choice([1, 2, 2])):
        view("UIButton", [("bottom", f"superview - {rng.choice([4, 8, 12])}"), ("leading", "safeArea + 16"),
                          ("trailing", "safeArea - 16"), ("height", 50)])
    top = 120
    for _ in range(rng.randint(2, 4)):
        view("UILabel", [("top", f"safeArea + {top}"), ("leading", f"superview + {rng.choice([8, 12, 16])}"), ("width", 200)])
        top += 40
    return lines


def spec(rng, index, seed):
    """An app-like screen on 16 devices with mistakes added to its root view; None when the screen
    has no root-level subviews to add them to."""
    lines = generate_corpus.screen(index, seed).splitlines()
    if "    subviews:" not in lines:
        return None
    lines = [l for l in lines if not l.startswith(("devices:", "orientations:"))]
    at = next(i for i, l in enumerate(lines) if l.startswith("screen:")) + 1
    lines[at:at] = [f"devices: [{', '.join(DEVICES)}]", "orientations: [portrait, landscape]"]
    root = lines.index("    subviews:") + 1
    lines[root:root] = mistakes(rng)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args()
    written, index = 0, 0
    while written < args.files:
        text = spec(random.Random(f"{args.seed}-{index}"), index, args.seed)
        index += 1
        if text is None:
            continue
        directory = os.path.join(args.out, AREAS[written % len(AREAS)])
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"screen{written:05d}.screen.yaml"), "w") as f:
            f.write(text)
        written += 1


if __name__ == "__main__":
    main()

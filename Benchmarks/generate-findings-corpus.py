#!/usr/bin/env python3
"""Writes a findings-heavy corpus: a codebase adopting InsetLint before a baseline is written.

Each spec names 16 devices in portrait and landscape (16 × 3 orientations, on the default iOS
profiles) and carries a few of the mistakes InsetLint reports (views pinned to the root view's
top or bottom, rows pinned to its leading edge, which landscape puts under the sensor housing),
among clean views, so a 2,000-spec corpus reports about 16,000 findings. Every file comes from
its own `random.Random(seed, index)`: the same corpus on every machine.

    generate-findings-corpus.py OUT_DIR [--files 2000] [--seed 22]

writes OUT_DIR/<area>/<name>.screen.yaml.
"""
import argparse
import os
import random

DEVICES = ["iphone-se-3", "iphone-8-plus", "iphone-x", "iphone-xs-max", "iphone-11", "iphone-13-mini", "iphone-14",
           "iphone-14-plus", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max", "iphone-17",
           "iphone-17-pro-max", "iphone-air", "ipad-pro-11-m4"]
AREAS = ["account", "browse", "cart", "chat", "checkout", "discover", "feed", "help", "home", "inbox", "library", "maps"]
NOUNS = ["title", "subtitle", "avatar", "price", "badge", "caption", "summary", "author", "date", "status", "rating", "banner"]


def spec(rng, index):
    lines = ["insetlint: 1", f"screen: Screen{index}ViewController", f"devices: [{', '.join(DEVICES)}]",
             "orientations: [portrait, landscape]", "", "viewController:", "  view:", "    subviews:"]
    used = set()

    def ident(stem):
        n = 1
        while f"{stem}{n}" in used:
            n += 1
        used.add(f"{stem}{n}")
        return f"{stem}{n}"

    def view(cls, constraints):
        name = ident(rng.choice(NOUNS) + cls[2:])
        lines.append(f"      - id: {name}")
        lines.append(f"        class: {cls}")
        lines.append("        constraints: { " + ", ".join(f"{k}: {v}" for k, v in constraints) + " }")

    # The mistakes: a label under the status bar, a button in the home-indicator band, rows whose
    # leading edge landscape puts under the sensor housing.
    for _ in range(rng.choice([1, 2])):
        view("UILabel", [("top", f"superview + {rng.choice([0, 4, 8])}"), ("leading", "safeArea + 16"), ("trailing", "safeArea - 16")])
    for _ in range(rng.choice([1, 2])):
        view("UIButton", [("bottom", f"superview - {rng.choice([4, 8, 12])}"), ("leading", "safeArea + 16"),
                          ("trailing", "safeArea - 16"), ("height", 50)])
    top = 120
    for _ in range(rng.randint(2, 4)):
        view("UILabel", [("top", f"safeArea + {top}"), ("leading", f"superview + {rng.choice([8, 12, 16])}"), ("width", 200)])
        top += 40
    # Clean views.
    for _ in range(rng.randint(4, 10)):
        view("UILabel", [("top", f"safeArea + {top}"), ("leading", "safeArea + 16"), ("trailing", "safeArea - 16")])
        top += 32
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args()
    for i in range(args.files):
        rng = random.Random(f"{args.seed}-{i}")
        area = AREAS[i % len(AREAS)]
        directory = os.path.join(args.out, area)
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"screen{i:05d}.screen.yaml"), "w") as f:
            f.write(spec(rng, i))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the benchmark corpus: screen specs that look like an app's, from a fixed seed.

Every file comes from its own `random.Random(seed, index)`, so the corpus is the same on every
machine and any one file can be regenerated alone. The specs are valid (they decode) and mostly
clean; a few carry the mistakes InsetLint exists for (a label pinned to the top of the screen, a
button in the home-indicator band), so reports are not empty.

    generate-corpus.py OUT_DIR [--files 2000] [--big-mb 20] [--seed 8]

writes OUT_DIR/specs/<area>/<name>.screen.yaml and OUT_DIR/big/catalog.screen.yaml.
"""
import argparse
import os
import random

AREAS = ["account", "browse", "cart", "chat", "checkout", "discover", "feed", "help", "home", "inbox",
         "library", "maps", "media", "news", "onboarding", "orders", "photos", "player", "profile",
         "search", "settings", "social", "store", "wallet"]
NOUNS = ["title", "subtitle", "avatar", "price", "badge", "caption", "summary", "author", "date", "status",
         "rating", "thumbnail", "banner", "detail", "hint", "counter", "label", "artwork", "icon", "name"]
ACTIONS = ["buy", "share", "follow", "save", "retry", "send", "next", "done", "play", "add", "close", "edit"]
FIELDS = ["email", "password", "name", "phone", "street", "city", "zip", "card", "expiry", "code", "note"]
SCREENS = ["Profile", "Checkout", "Settings", "Feed", "Search", "Player", "Inbox", "Detail", "Library",
           "Cart", "Onboarding", "Wallet", "Article", "Gallery", "Map", "Orders", "Compose", "Help"]


class Spec:
    """Lines of one file and a counter that keeps every id in it unique."""

    def __init__(self, rng, prefix=""):
        self.rng = rng
        self.prefix = prefix
        self.lines = []
        self.used = {}

    def ident(self, stem):
        # Real ids carry the feature's name often enough: `checkoutTotalLabel`, not `label7`.
        if self.prefix and self.rng.random() < 0.7:
            stem = self.prefix + stem[:1].upper() + stem[1:]
        n = self.used.get(stem, 0) + 1
        self.used[stem] = n
        return stem if n == 1 else f"{stem}{n}"

    def add(self, indent, text):
        self.lines.append(" " * indent + text)


def constraints(spec, indent, pairs):
    """Flow style when short (as people write it), block style otherwise."""
    flow = "{ " + ", ".join(f"{k}: {v}" for k, v in pairs) + " }"
    if len(flow) < 110 and spec.rng.random() < 0.85:
        spec.add(indent, f"constraints: {flow}")
    else:
        spec.add(indent, "constraints:")
        for k, v in pairs:
            spec.add(indent + 2, f"{k}: {v}")


COMMENTS = ["pinned to the safe area so it clears the notch and the Dynamic Island",
            "stays above the home indicator on Face ID phones",
            "design: 16 pt from the edges, 12 pt between rows (see the spec in Figma)",
            "width follows the readable margins on iPad",
            "added for the redesign; keep it below the navigation bar",
            "TODO: check the landscape layout on the Plus / Max phones",
            "the same constraints as the row above, so the columns line up"]


def view_head(spec, indent, stem, cls, comment=None):
    ident = spec.ident(stem)
    if comment is None and spec.rng.random() < 0.12:
        comment = spec.rng.choice(COMMENTS)
    if comment:
        spec.add(indent, f"# {comment}")
    spec.add(indent, f"- id: {ident}")
    spec.add(indent + 2, f"class: {cls}")
    return ident


def leaf_row(spec, indent, prev, guide, buggy=False):
    """A label, field, switch, image or button stacked under `prev` (a sibling id or None)."""
    rng = spec.rng
    kind = rng.choice(["label", "label", "label", "field", "image", "button", "switch", "segmented", "textView"])
    top = f"{prev}.bottom + {rng.choice([4, 8, 12, 16, 20, 24])}" if prev else f"{guide} + {rng.choice([8, 12, 16, 20])}"
    if buggy and not prev:
        top = f"superview + {rng.choice([0, 4, 8])}"
    side = rng.choice([12, 16, 20, 24])
    edges = [("leading", f"{guide} + {side}"), ("trailing", f"{guide} - {side}")]
    if kind == "label":
        stem, cls, pairs = rng.choice(NOUNS) + "Label", "UILabel", [("top", top)] + edges
        if rng.random() < 0.3:
            pairs.append(("height", rng.choice([21, 36, 44, 60])))
    elif kind == "field":
        stem, cls, pairs = rng.choice(FIELDS) + "Field", "UITextField", [("top", top)] + edges + [("height", 44)]
    elif kind == "image":
        size = rng.choice([40, 56, 64, 120, 160])
        stem, cls, pairs = rng.choice(NOUNS) + "ImageView", "UIImageView", [("top", top), ("centerX", "superview"), ("width", size), ("height", size)]
    elif kind == "button":
        stem, cls, pairs = rng.choice(ACTIONS) + "Button", "UIButton", [("top", top)] + edges + [("height", rng.choice([44, 50]))]
    elif kind == "switch":
        stem, cls, pairs = rng.choice(NOUNS) + "Switch", "UISwitch", [("top", top), ("trailing", f"{guide} - {side}")]
    elif kind == "segmented":
        stem, cls, pairs = rng.choice(NOUNS) + "Picker", "UISegmentedControl", [("top", top)] + edges
    else:
        stem, cls, pairs = rng.choice(NOUNS) + "TextView", "UITextView", [("top", top)] + edges + [("height", rng.choice([80, 120]))]
    if rng.random() < 0.7:
        # Many teams write a leaf view on one line.
        ident = spec.ident(stem)
        flow = ", ".join(f"{k}: {v}" for k, v in pairs)
        spec.add(indent, f"- {{ id: {ident}, class: {cls}, constraints: {{ {flow} }} }}")
        return ident
    ident = view_head(spec, indent, stem, cls)
    constraints(spec, indent + 2, pairs)
    return ident


def rows(spec, indent, count, guide, buggy_first=False):
    prev = None
    for k in range(count):
        prev = leaf_row(spec, indent, prev, guide, buggy=buggy_first and k == 0)
    return prev


def header(spec, indent, top_anchor):
    """A background header under the status bar with a title and buttons: fine by design."""
    rng = spec.rng
    ident = view_head(spec, indent, "headerView", "UIView", "runs under the status bar on purpose: background only")
    spec.add(indent + 2, "backgroundColor: true")
    constraints(spec, indent + 2, [("top", "superview"), ("leading", "superview"), ("trailing", "superview"),
                                   ("bottom", f"safeArea.top + {rng.choice([44, 56])}")])
    spec.add(indent + 2, "subviews:")
    title = view_head(spec, indent + 4, "headerTitleLabel", "UILabel")
    constraints(spec, indent + 6, [("leading", "safeArea + 16"), ("trailing", "safeArea - 60"), ("bottom", "superview - 10")])
    for _ in range(rng.randint(0, 2)):
        view_head(spec, indent + 4, rng.choice(ACTIONS) + "HeaderButton", "UIButton")
        constraints(spec, indent + 6, [("trailing", "safeArea - 12"), ("centerY", f"{title}.centerY"), ("width", 44)])
    return ident


def scroll_form(spec, indent, top, budget, height=None):
    rng = spec.rng
    ident = view_head(spec, indent, "formScrollView", "UIScrollView")
    if rng.random() < 0.5:
        spec.add(indent + 2, f"contentInsetAdjustmentBehavior: {rng.choice(['automatic', 'automatic', 'scrollableAxes', 'always'])}")
    spec.add(indent + 2, f"contentSize: {{ height: {rng.choice([900, 1200, 1600, 2400])} }}")
    if rng.random() < 0.3:
        spec.add(indent + 2, "alwaysBounceVertical: true")
    # Last on screen it runs to the bottom; between other views it has a height.
    end = ("height", height) if height else ("bottom", "superview")
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), end])
    spec.add(indent + 2, "subviews:")
    rows(spec, indent + 4, max(2, budget // 4), "safeArea")
    return ident


def table(spec, indent, top, budget, bottom="superview"):
    rng = spec.rng
    ident = view_head(spec, indent, rng.choice(["results", "items", "messages", "orders", "songs"]) + "Table", "UITableView")
    spec.add(indent + 2, f"rowHeight: {rng.choice([44, 56, 64, 72, 88])}")
    spec.add(indent + 2, f"contentSize: {{ height: {rng.choice([400, 2400, 3200, 6000])} }}")
    if rng.random() < 0.2:
        spec.add(indent + 2, "insetsContentViewsToSafeArea: true")
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), ("bottom", bottom)])
    spec.add(indent + 2, "cell:")
    spec.add(indent + 4, "subviews:")
    avatar = view_head(spec, indent + 6, "cellAvatarImageView", "UIImageView")
    constraints(spec, indent + 8, [("leading", "margins"), ("centerY", "superview"), ("width", 40), ("height", 40)])
    prev = None
    for _ in range(max(1, budget // 4)):
        label = view_head(spec, indent + 6, "cell" + rng.choice(NOUNS).capitalize() + "Label", "UILabel")
        top_c = f"{prev}.bottom + 2" if prev else "superview + 8"
        constraints(spec, indent + 8, [("top", top_c), ("leading", f"{avatar}.trailing + 12"), ("trailing", "margins")])
        prev = label
    return ident


def grid(spec, indent, top, height):
    rng = spec.rng
    ident = view_head(spec, indent, rng.choice(["photo", "product", "album", "sticker"]) + "Grid", "UICollectionView")
    spec.add(indent + 2, f"contentSize: {{ height: {rng.choice([1200, 2000, 4000])} }}")
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), ("height", height)])
    spec.add(indent + 2, "flowLayout:")
    inset = rng.choice([4, 8, 12, 16])
    spec.add(indent + 4, f"sectionInset: {{ top: {inset}, left: {inset}, bottom: {inset}, right: {inset} }}")
    spec.add(indent + 4, f"sectionInsetReference: {rng.choice(['fromSafeArea', 'fromSafeArea', 'fromLayoutMargins', 'fromLayoutMargins', 'fromContentInset'])}")
    size = rng.choice([80, 100, 120, 160])
    spec.add(indent + 4, f"itemSize: {{ width: {size}, height: {size} }}")
    return ident


def web(spec, indent, top, height):
    rng = spec.rng
    ident = view_head(spec, indent, "articleWebView", "WKWebView")
    spec.add(indent + 2, "page:")
    spec.add(indent + 4, f"viewportFit: {rng.choice(['auto', 'cover', 'cover', 'contain'])}")
    spec.add(indent + 4, f"usesSafeAreaInsetTop: {rng.choice(['true', 'false'])}")
    spec.add(indent + 4, f"usesSafeAreaInsetBottom: {rng.choice(['true', 'false'])}")
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), ("height", height)])
    return ident


def card(spec, indent, prev, depth, budget):
    """A container of rows, sometimes holding another card: the nested part of a screen."""
    rng = spec.rng
    cls = rng.choice(["UIView", "UIView", "UIStackView", "CardView"])
    ident = view_head(spec, indent, rng.choice(["summary", "details", "promo", "stats", "author", "shipping"]) + "Card", cls)
    if cls == "CardView":
        spec.add(indent + 2, "role: container")
    top = f"{prev}.bottom + {rng.choice([8, 12, 16])}" if prev else f"safeArea + {rng.choice([8, 12, 16])}"
    guide = rng.choice(["safeArea", "margins"])
    constraints(spec, indent + 2, [("top", top), ("leading", f"{guide} + 16"), ("trailing", f"{guide} - 16"),
                                   ("height", rng.choice([120, 160, 200, 240, 320]))])
    spec.add(indent + 2, "subviews:")
    last = rows(spec, indent + 4, max(1, min(5, budget // 6)), rng.choice(["superview", "margins"]))
    if depth < 3 and budget > 30 and rng.random() < 0.5:
        card(spec, indent + 4, last, depth + 1, budget // 2)
    return ident


def bottom_bar(spec, indent, ident, buggy):
    """A blurred bar of buttons at the bottom; pinned to superview it runs into the home indicator."""
    rng = spec.rng
    spec.add(indent, f"- id: {ident}")
    spec.add(indent + 2, "class: UIVisualEffectView")
    constraints(spec, indent + 2, [("leading", "superview"), ("trailing", "superview"), ("bottom", "superview"),
                                   ("top", f"safeArea.bottom - {rng.choice([56, 64, 72])}")])
    spec.add(indent + 2, "subviews:")
    bottom = "superview - 8" if buggy else "safeArea - 8"
    view_head(spec, indent + 4, rng.choice(ACTIONS) + "BarButton", "UIButton")
    constraints(spec, indent + 6, [("leading", "safeArea + 16"), ("trailing", "safeArea - 16"), ("bottom", bottom), ("height", 44)])
    return ident


def child_controller(spec, indent, prev, budget):
    rng = spec.rng
    ident = view_head(spec, indent, rng.choice(["player", "mapPanel", "composer", "preview"]) + "Container", "UIView")
    spec.add(indent + 2, "viewController:")
    if rng.random() < 0.5:
        spec.add(indent + 4, f"additionalSafeAreaInsets: {{ bottom: {rng.choice([0, 8, 16])} }}")
    else:
        spec.add(indent + 4, "prefersHomeIndicatorAutoHidden: false")
    top = f"{prev}.bottom + 8" if prev else "safeArea"
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), ("height", rng.choice([200, 240, 300]))])
    spec.add(indent + 2, "subviews:")
    rows(spec, indent + 4, max(1, min(6, budget // 6)), "safeArea")
    return ident


def screen(index, seed):
    rng = random.Random(seed * 1_000_003 + index)
    for attempt in range(50):
        text = screen_attempt(rng, index, seed)
        if 50 <= text.count("\n") <= 300:
            return text
    raise RuntimeError(f"screen {index}: no attempt within 50-300 lines")


def screen_attempt(rng, index, seed):
    # Skewed toward the long end: the screens people lint most are the big ones.
    target = int(rng.triangular(50, 300, 295))
    name = rng.choice(SCREENS)
    spec = Spec(rng, prefix=name[:1].lower() + name[1:] if rng.random() < 0.7 else "")
    buggy_top = rng.random() < 0.06
    buggy_bottom = rng.random() < 0.05
    spec.add(0, f"# {name} screen #{index}: generated for the InsetLint benchmark (seed {seed}).")
    spec.add(0, "insetlint: 1")
    spec.add(0, f"screen: {name}ViewController{index}")
    if rng.random() < 0.05:
        spec.add(0, "devices: [iphone-x, iphone-15, iphone-se-3]")
        spec.add(0, f"orientations: [{rng.choice(['portrait', 'portrait, landscape'])}]")
    if rng.random() < 0.05:
        spec.add(0, "statusBar: hidden")
    if rng.random() < 0.4:
        spec.add(0, "tabBarController:")
        spec.add(2, f"tabBar: {{ hidden: false, translucent: {rng.choice(['true', 'false'])} }}")
    has_nav = rng.random() < 0.6
    if has_nav:
        spec.add(0, "navigationController:")
        spec.add(2, f"navigationBar: {{ hidden: false, translucent: {rng.choice(['true', 'true', 'false'])}, prefersLargeTitles: {rng.choice(['true', 'false'])} }}")
        if rng.random() < 0.2:
            spec.add(2, "toolbar: { hidden: false, translucent: true }")
    spec.add(0, "")
    spec.add(0, "viewController:")
    if rng.random() < 0.15:
        spec.add(2, "edgesForExtendedLayout: all")
    if rng.random() < 0.1:
        spec.add(2, "additionalSafeAreaInsets: { top: 0, bottom: 8 }")
    spec.add(2, "view:")

    if rng.random() < 0.12:
        # A UITableViewController: the root view is the table.
        spec.add(4, "class: UITableView")
        spec.add(4, f"rowHeight: {rng.choice([44, 56, 64])}")
        spec.add(4, f"contentSize: {{ height: {rng.choice([2400, 4000])} }}")
        spec.add(4, "cell:")
        spec.add(6, "subviews:")
        rows(spec, 8, max(8, (target - 20) // 5), "margins")
        return "\n".join(spec.lines) + "\n"

    spec.add(4, "subviews:")
    indent = 6
    head = header(spec, indent, "superview") if rng.random() < 0.4 else None
    if buggy_top:
        leaf_row(spec, indent, None, "safeArea", buggy=True)
    bar = spec.ident("bottomBar") if rng.random() < 0.6 else None
    top = f"{head}.bottom" if head else "superview"
    bottom = f"{bar}.top" if bar else "superview"
    kind = rng.choice(["scroll", "scroll", "scroll", "scroll", "scroll", "scroll", "table", "table", "grid", "web"])
    if kind == "table":
        table(spec, indent, top, target - len(spec.lines) - 12, bottom=bottom)
    else:
        if kind == "grid":
            top = f"{grid(spec, indent, top, height=rng.choice([120, 160]))}.bottom"
        elif kind == "web":
            top = f"{web(spec, indent, top, height=rng.choice([120, 160]))}.bottom"
        content_scroll(spec, indent, top, bottom, target)
    if bar:
        bottom_bar(spec, indent, bar, buggy_bottom)
    return "\n".join(spec.lines) + "\n"


def content_scroll(spec, indent, top, bottom, target):
    """The screen's scrolling content: cards, rows and child controllers stacked down a scroll view."""
    rng = spec.rng
    ident = view_head(spec, indent, "contentScrollView", "UIScrollView")
    if rng.random() < 0.03:
        spec.add(indent + 2, "contentInsetAdjustmentBehavior: never   # full-bleed hero image")
    spec.add(indent + 2, f"contentSize: {{ height: {rng.choice([2400, 3200, 4800])} }}")
    constraints(spec, indent + 2, [("top", top), ("leading", "superview"), ("trailing", "superview"), ("bottom", bottom)])
    spec.add(indent + 2, "subviews:")
    inner = indent + 4
    prev = None
    # At least one child: a scroll view's `subviews:` with nothing under it is not a list.
    while len(spec.lines) < target - 12 or prev is None:
        choice = rng.random()
        left = target - len(spec.lines)
        if choice < 0.55:
            prev = card(spec, inner, prev, 0, left)
        elif choice < 0.8:
            prev = leaf_row(spec, inner, prev, rng.choice(["safeArea", "margins"]))
        elif choice < 0.9:
            prev = child_controller(spec, inner, prev, left)
        else:
            prev = scroll_form(spec, inner, f"{prev}.bottom + 8" if prev else "superview + 8", min(left, 60),
                               height=rng.choice([160, 240, 320]))
    return ident


def big_catalog(seed, megabytes):
    """One very large screen: a product catalog scroll view with thousands of sections."""
    rng = random.Random(seed * 7919)
    spec = Spec(rng)
    spec.lines += f"""\
# A generated product catalog: one very large spec (seed {seed}).
insetlint: 1
screen: CatalogViewController
navigationController:
  navigationBar: {{ hidden: false, translucent: true }}
viewController:
  view:
    subviews:
      - id: catalogScrollView
        class: UIScrollView
        contentSize: {{ height: 90000 }}
        constraints: {{ edges: superview }}
        subviews:""".split("\n")
    size = sum(len(line) + 1 for line in spec.lines)
    limit = megabytes * 1_000_000
    prev = None
    while size < limit:
        before = len(spec.lines)
        section = view_head(spec, 10, "section", "UIView")
        top = f"{prev}.bottom + 24" if prev else "superview + 16"
        constraints(spec, 12, [("top", top), ("leading", "superview + 16"), ("trailing", "superview - 16"), ("height", 320)])
        spec.add(12, "subviews:")
        rows(spec, 14, rng.randint(3, 8), "superview")
        prev = section
        size += sum(len(line) + 1 for line in spec.lines[before:])
    return "\n".join(spec.lines) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--big-mb", type=int, default=20, help="size of the one large spec; 0 for none")
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args()
    for i in range(args.files):
        area = AREAS[i % len(AREAS)]
        write(os.path.join(args.out, "specs", area, f"{area}-{i:05d}.screen.yaml"), screen(i, args.seed))
    if args.big_mb > 0:
        write(os.path.join(args.out, "big", "catalog.screen.yaml"), big_catalog(args.seed, args.big_mb))


if __name__ == "__main__":
    main()

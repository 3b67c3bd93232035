#!/usr/bin/env python3
"""Writes a large storyboard for the Interface Builder benchmark, from a fixed seed.

The file looks like what Xcode writes for a big app: a tab bar controller of navigation
controllers, then scene after scene of view controllers whose views hold labels, buttons, image
views, stack views, tables and scroll views, laid out with constraints to the superview, the safe
area, the margins and siblings (some turned round, some with priorities, ratios and outlets), and
a few frame-only views with autoresizing masks. Written here; no real app's file is copied.

    generate-storyboard.py OUT_FILE [--mb 15] [--seed 19]
"""
import argparse
import random

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


class Ids:
    def __init__(self, rng):
        self.rng = rng
        self.used = set()

    def new(self):
        while True:
            part = lambda n: "".join(self.rng.choice(ALPHABET) for _ in range(n))
            ident = f"{part(3)}-{part(2)}-{part(3)}"
            if ident not in self.used:
                self.used.add(ident)
                return ident


LEAVES = [
    ("label", 'opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title &amp; more" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"',
     '<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>\n<nil key="textColor"/>\n<nil key="highlightedColor"/>'),
    ("button", 'opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation"',
     '<state key="normal" title="Continue"/>'),
    ("imageView", 'clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo"', ""),
    ("textField", 'opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17"',
     '<fontDescription key="fontDescription" type="system" pointSize="14"/>\n<textInputTraits key="textInputTraits"/>'),
]


def rect(x, y, w, h):
    return f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/>'


def scene(rng, ids, out, outlets):
    vc, root, guide, scene_id = ids.new(), ids.new(), ids.new(), ids.new()
    lines = [f'<scene sceneID="{scene_id}">', "<objects>",
             f'<viewController storyboardIdentifier="Screen{len(ids.used)}" id="{vc}" customClass="Screen{len(ids.used)}ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">',
             f'<view key="view" contentMode="scaleToFill" id="{root}">', rect("0.0", "0.0", 390, 844),
             '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>', "<subviews>"]
    constraints = []
    previous = None
    y = 100
    children = rng.randint(8, 16)
    for k in range(children):
        element, attributes, inner = rng.choice(LEAVES)
        view = ids.new()
        if rng.random() < 0.12:
            # A frame-only view: its autoresizing mask says how it follows the superview.
            lines += [f'<view contentMode="scaleToFill" id="{view}">', rect(20, y, 350, 44),
                      '<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>',
                      '<color key="backgroundColor" systemColor="systemBackgroundColor"/>', "</view>"]
            y += 50
            continue
        if rng.random() < 0.15:
            # A stack view of two labels.
            a, b = ids.new(), ids.new()
            lines += [f'<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{view}">',
                      rect(16, y, 358, 50), "<subviews>"]
            for item in (a, b):
                lines += [f'<label {LEAVES[0][1]} translatesAutoresizingMaskIntoConstraints="NO" id="{item}">', rect(0, 0, 358, 21), LEAVES[0][2], "</label>"]
            lines += ["</subviews>", "</stackView>"]
        else:
            lines += [f'<{element} {attributes} translatesAutoresizingMaskIntoConstraints="NO" id="{view}">', rect(16, y, 358, 44)]
            if inner:
                lines.append(inner)
            if element == "imageView" and rng.random() < 0.5:
                lines += ["<constraints>",
                          f'<constraint firstAttribute="width" secondItem="{view}" secondAttribute="height" multiplier="4:3" id="{ids.new()}"/>',
                          "</constraints>"]
            lines.append(f"</{element}>")
        y += 60
        # Horizontal: to the margins, the safe area or the superview, written either way round.
        if rng.random() < 0.5:
            constraints.append(f'<constraint firstItem="{view}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="{ids.new()}"/>')
        else:
            constraints.append(f'<constraint firstItem="{guide}" firstAttribute="leading" secondItem="{view}" secondAttribute="leading" constant="-16" id="{ids.new()}"/>')
        constraints.append(f'<constraint firstAttribute="trailing" secondItem="{view}" secondAttribute="trailing" constant="16" id="{ids.new()}"/>')
        # Vertical: the first below the safe area, the others below the previous sibling.
        if previous is None:
            constraints.append(f'<constraint firstItem="{view}" firstAttribute="top" secondItem="{guide}" secondAttribute="top" constant="20" id="{ids.new()}"/>')
        else:
            constraint = ids.new()
            constraints.append(f'<constraint firstItem="{view}" firstAttribute="top" secondItem="{previous}" secondAttribute="bottom" constant="12" id="{constraint}"/>')
            if rng.random() < 0.1:
                outlets.append((vc, constraint))
        if rng.random() < 0.2:
            constraints.append(f'<constraint firstItem="{view}" firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" id="{ids.new()}"/>')
        previous = view
    if rng.random() < 0.3:
        table = ids.new()
        behavior = ' contentInsetAdjustmentBehavior="never"' if rng.random() < 0.3 else ""
        lines += [f'<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES"{behavior} dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="{table}">',
                  rect(0, y, 390, 200), '<color key="backgroundColor" systemColor="systemBackgroundColor"/>', "</tableView>"]
        constraints += [f'<constraint firstItem="{table}" firstAttribute="top" secondItem="{previous}" secondAttribute="bottom" constant="8" id="{ids.new()}"/>',
                        f'<constraint firstItem="{table}" firstAttribute="leading" secondItem="{root}" secondAttribute="leading" id="{ids.new()}"/>',
                        f'<constraint firstAttribute="trailing" secondItem="{table}" secondAttribute="trailing" id="{ids.new()}"/>',
                        f'<constraint firstAttribute="bottom" secondItem="{table}" secondAttribute="bottom" id="{ids.new()}"/>']
    lines += ["</subviews>", f'<viewLayoutGuide key="safeArea" id="{guide}"/>',
              '<color key="backgroundColor" systemColor="systemBackgroundColor"/>', "<constraints>"] + constraints
    lines += ["</constraints>", "</view>", f'<navigationItem key="navigationItem" title="Screen" id="{ids.new()}"/>']
    mine = [c for (owner, c) in outlets if owner == vc]
    if mine:
        lines.append("<connections>")
        lines += [f'<outlet property="spacing{n}" destination="{c}" id="{ids.new()}"/>' for n, c in enumerate(mine)]
        lines.append("</connections>")
    lines += ["</viewController>",
              f'<placeholder placeholderIdentifier="IBFirstResponder" id="{ids.new()}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>',
              "</objects>", f'<point key="canvasLocation" x="{rng.randint(-2000, 8000)}" y="{rng.randint(-2000, 8000)}"/>', "</scene>"]
    out.append(vc)
    return lines


def indent(lines):
    depth = 0
    result = []
    for line in lines:
        for part in line.split("\n"):
            closing = part.startswith("</")
            if closing:
                depth -= 1
            result.append("    " * depth + part)
            opens = part.startswith("<") and not closing and not part.endswith("/>") and not part.startswith("<?") and not part.startswith("<!") and f"</{part[1:].split()[0].rstrip('>')}>" not in part
            if opens:
                depth += 1
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--mb", type=float, default=15)
    parser.add_argument("--seed", type=int, default=19)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    ids = Ids(rng)
    tab, nav = ids.new(), ids.new()
    body = []
    controllers = []
    size = 0
    while size < args.mb * 1_000_000:
        outlets = []
        lines = scene(rng, ids, controllers, outlets)
        size += sum(len(line) + 30 for line in lines)   # with the indentation written below
        body += lines
    head = ['<?xml version="1.0" encoding="UTF-8"?>',
            f'<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{tab}">',
            '<device id="retina6_12" orientation="portrait" appearance="light"/>', "<dependencies>",
            '<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>', "</dependencies>", "<scenes>",
            "<!--Tab Bar Controller-->", f'<scene sceneID="{ids.new()}">', "<objects>",
            f'<tabBarController id="{tab}" sceneMemberID="viewController">', "<connections>",
            f'<segue destination="{nav}" kind="relationship" relationship="viewControllers" id="{ids.new()}"/>',
            "</connections>", "</tabBarController>", "</objects>", "</scene>",
            f'<scene sceneID="{ids.new()}">', "<objects>", f'<navigationController id="{nav}" sceneMemberID="viewController">',
            "<connections>", f'<segue destination="{controllers[0]}" kind="relationship" relationship="rootViewController" id="{ids.new()}"/>',
            "</connections>", "</navigationController>", "</objects>", "</scene>"]
    tail = ["</scenes>", "<resources>", '<image name="photo" width="16" height="16"/>', "</resources>", "</document>"]
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(indent(head + body + tail)) + "\n")


if __name__ == "__main__":
    main()

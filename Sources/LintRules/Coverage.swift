import InsetEngine
import ScreenModel

/// Shared geometry for the rules that ask "is this view covered by something?".
enum Coverage {
    /// A view that must stay visible and tappable: content or control, laid out, on screen. Or a
    /// collection view's rows of items, which stand for its cells (reported on the collection view,
    /// FORMAT.md §4). Plain geometry: its name and location come from the spec only when a rule
    /// reports it.
    struct Candidate: Sendable {
        let index: Int
        /// Where it is on screen at the initial content offset, clipped (nil: it shows only once scrolled).
        let initialFrame: Rect?
        /// How scrolling moves it, when a scroll view scrolls it.
        let motion: Motion?
        let isItemRow: Bool
        /// Its superview shows it mirrored (a negative scale): its top on screen is its bottom in layout.
        let mirror: TransformFlips

        /// Where a view is along each band's own axis where the user meets that band (top, bottom,
        /// left, right), clipped to its scroll view: `Extent.admits` rejects with these alone. Inlined,
        /// with `Motion.spans`, into the candidates' loop: called per view per layout, the motion and
        /// the spans went through memory (both inlined or neither: inlining one alone cost more).
        @inline(__always)
        static func spans(initialFrame: Rect?, motion: Motion?) -> Spans {
            if let motion { return motion.spans() }
            if let frame = initialFrame {
                return Spans(topLo: frame.minY, topHi: frame.maxY, bottomLo: frame.minY, bottomHi: frame.maxY,
                             leftLo: frame.minX, leftHi: frame.maxX, rightLo: frame.minX, rightHi: frame.maxX)
            }
            return Spans(topLo: .infinity, topHi: -.infinity, bottomLo: .infinity, bottomHi: -.infinity,
                         leftLo: .infinity, leftHi: -.infinity, rightLo: .infinity, rightHi: -.infinity)
        }

        /// Where the view is when the band on `edge` of the screen is reached, and how the user gets
        /// there. Side bands do not move with vertical scrolling, so content anywhere along the
        /// content meets them; the top band is met at the start of the content and the bottom band at
        /// its end (the other way round in a vertically flipped scroll view), by the last row of a
        /// table or collection view.
        func reach(_ edge: Edge) -> Reach? {
            guard let motion else { return initialFrame.map { Reach(frame: $0, position: .atRest) } }
            return motion.reach(edge)
        }

        /// "the first row of items in 'grid' (UICollectionView)", "the last row ..." where the bottom
        /// band is met by the last row.
        func name(_ spec: ScreenSpec, _ edge: Edge = .top) -> String {
            guard isItemRow else { return Coverage.name(spec.views[index]) }
            let last = reach(edge)?.usesLastRow == true
            return "the \(last ? "last" : "first") row of items in \(Coverage.name(spec.views[index]))"
        }

        /// The constraint that puts the view at `edge`; for items, the collection view's id.
        func location(_ edge: Edge, _ spec: ScreenSpec) -> SourceLocation {
            isItemRow ? spec.views[index].location : Coverage.responsibleLocation(index, in: spec, edge: Coverage.laidOut(edge, mirror))
        }
    }

    /// A candidate a band reaches, slimmed to what the covering rules ask of it: its view, whether
    /// scrolling moves it, and how the user meets that band (`Candidate.reach` for the band's edge).
    /// A whole candidate is about 200 bytes, and its reach was worked out again at each question:
    /// three times per hit per layout.
    struct Hit: Sendable {
        let index: Int
        let isItemRow: Bool
        /// Whether a scroll view moves it (`Candidate.motion` is not nil).
        let scrolls: Bool
        let mirror: TransformFlips
        let position: ScrollPosition
        /// Its band is met by the last row of its table or collection view (top and bottom bands only).
        let usesLastRow: Bool

        init(_ candidate: Candidate, _ reach: Reach) {
            index = candidate.index
            isItemRow = candidate.isItemRow
            scrolls = candidate.motion != nil
            mirror = candidate.mirror
            position = reach.position
            usesLastRow = reach.usesLastRow
        }

        /// `Candidate.name` for the hit's band.
        func name(_ spec: ScreenSpec) -> String {
            guard isItemRow else { return Coverage.name(spec.views[index]) }
            return "the \(usesLastRow ? "last" : "first") row of items in \(Coverage.name(spec.views[index]))"
        }

        /// `Candidate.location`.
        func location(_ edge: Edge, _ spec: ScreenSpec) -> SourceLocation {
            isItemRow ? spec.views[index].location : Coverage.responsibleLocation(index, in: spec, edge: Coverage.laidOut(edge, mirror))
        }

        /// `location(_:_:)`, as remembered in the layout's scratch (`Coverage.responsibleLocation(_:_:edge:_:)`).
        func location(_ edge: Edge, _ screen: LintScreen, _ scratch: LayoutScratch) -> SourceLocation {
            isItemRow ? screen.spec.views[index].location : Coverage.responsibleLocation(index, screen, edge: Coverage.laidOut(edge, mirror), scratch)
        }
    }

    /// The edge in layout terms that shows on screen as `edge` under `mirror`.
    static func laidOut(_ edge: Edge, _ mirror: TransformFlips) -> Edge {
        switch edge {
        case .top: mirror.contains(.vertical) ? .bottom : .top
        case .bottom: mirror.contains(.vertical) ? .top : .bottom
        case .left: mirror.contains(.horizontal) ? .right : .left
        case .right: mirror.contains(.horizontal) ? .left : .right
        }
    }

    /// Where the user has to scroll to see a view meet a band.
    enum ScrollPosition: Sendable {
        case atRest, scrolledToIt, scrolledToEnd

        /// " when scrolled to the end", appended to a finding's detail; empty at rest.
        var phrase: String {
            switch self {
            case .atRest: ""
            case .scrolledToIt: " when scrolled to it"
            case .scrolledToEnd: " when scrolled to the end"
            }
        }
    }

    /// Where a view is along each band's own axis when that band is met, clipped (see `Motion.spans`).
    struct Spans: Sendable {
        let topLo: Double, topHi: Double, bottomLo: Double, bottomHi: Double
        let leftLo: Double, leftHi: Double, rightLo: Double, rightHi: Double
    }

    /// `Spans` in half the bytes: a layout keeps one per candidate. Each bound is the nearest
    /// `Float`, and `admits` compares them with the band's bounds rounded the same way: rounding to
    /// the nearest keeps order (x ≤ y gives Float(x) ≤ Float(y), infinities included), so it admits
    /// every band `reach` finds the view in (and, rarely, one more for `reach` to turn away), as
    /// long as the spans are `reach`'s own numbers to the last bit (`Shift.spans`).
    struct Extent: Sendable, Equatable {
        // In the order the candidates' loop has them in its registers, low bounds then high ones:
        // stored as top, bottom, left, right, they were shuffled into place per view per layout.
        fileprivate let topLo: Float, leftLo: Float, bottomLo: Float, rightLo: Float
        fileprivate let topHi: Float, leftHi: Float, bottomHi: Float, rightHi: Float

        init(_ spans: Spans) {
            topLo = Float(spans.topLo); topHi = Float(spans.topHi)
            bottomLo = Float(spans.bottomLo); bottomHi = Float(spans.bottomHi)
            leftLo = Float(spans.leftLo); leftHi = Float(spans.leftHi)
            rightLo = Float(spans.rightLo); rightHi = Float(spans.rightHi)
        }

        /// Whether the view may cover part of `band` on `edge`: false only where `reach(edge)` is
        /// outside the band (the test the covering rules run for every view and band before `reach`).
        func admits(_ edge: Edge, _ band: Rect) -> Bool {
            switch edge {
            case .top: Self.admits(topLo, topHi, Float(band.minY), Float(band.maxY))
            case .bottom: Self.admits(bottomLo, bottomHi, Float(band.minY), Float(band.maxY))
            case .left: Self.admits(leftLo, leftHi, Float(band.minX), Float(band.maxX))
            case .right: Self.admits(rightLo, rightHi, Float(band.minX), Float(band.maxX))
            }
        }

        /// `reach` finds the view in the band only where its span and the band's overlap (lo < bandHi,
        /// hi > bandLo, lo < hi, as `Rect.intersection` asks): rounded, those hold at least as ≤ and ≥.
        /// A few comparisons, where the test widened by the rounding bound was arithmetic per view per band.
        @inline(__always)
        fileprivate static func admits(_ narrowLo: Float, _ narrowHi: Float, _ bandLo: Float, _ bandHi: Float) -> Bool {
            narrowLo <= bandHi && narrowHi >= bandLo && narrowLo <= narrowHi
        }
    }

    struct Reach: Sendable {
        /// On screen, clipped to the scroll view.
        let frame: Rect
        let position: ScrollPosition
        var usesLastRow = false
    }

    /// How the nearest scrolling ancestor moves a view: its frame at the initial offset (unclipped),
    /// the scroll view's visible frame, how far the content travels on each axis, whether the scroll
    /// view shows its content mirrored, and for a table's cells or a collection view's items how far
    /// below the first row the last one is.
    struct Motion: Sendable {
        let frame: Rect
        let clip: Rect
        let travelX: Double, travelY: Double
        let mirror: TransformFlips
        let rowOffset: Double

        func reach(_ edge: Edge) -> Reach? {
            let vertical = edge == .top || edge == .bottom
            // Content coordinates grow down (right); on screen they grow the other way where mirrored.
            let signY: Double = mirror.contains(.vertical) ? -1 : 1
            let signX: Double = mirror.contains(.horizontal) ? -1 : 1
            var moved = frame
            var position = ScrollPosition.atRest
            var usesLastRow = false
            if vertical {
                // The band's own axis: its edge of the screen is met where the content is pushed
                // furthest toward it and can go no further.
                let towardScreenMin = edge == .top
                let atEnd = towardScreenMin == (signY < 0)
                if atEnd {
                    moved.y += signY * (rowOffset - travelY)
                    usesLastRow = rowOffset > 0.01
                    if travelY > 0.01 { position = .scrolledToEnd }
                }
                // The other axis: wherever it shows.
                guard let x = anywhere(moved.minX, moved.maxX, clip.minX, clip.maxX, travel: travelX, sign: signX) else { return nil }
                moved.x -= signX * x
                if x > 0.01, position == .atRest { position = x > travelX - 0.01 ? .scrolledToEnd : .scrolledToIt }
            } else {
                let towardScreenMin = edge == .left
                let atEnd = towardScreenMin == (signX < 0)
                if atEnd {
                    moved.x -= signX * travelX
                    if travelX > 0.01 { position = .scrolledToEnd }
                }
                guard let y = anywhere(moved.minY, moved.maxY, clip.minY, clip.maxY, travel: travelY, sign: signY) else { return nil }
                moved.y -= signY * y
                if y > 0.01, position == .atRest { position = y > travelY - 0.01 ? .scrolledToEnd : .scrolledToIt }
            }
            guard let visible = moved.intersection(clip) else { return nil }
            return Reach(frame: visible, position: position, usesLastRow: usesLastRow)
        }

        /// Where the view is along each band's own axis when that band is met, clipped: top, bottom,
        /// left and right, each as (min, max). The same arithmetic as `reach` on that axis.
        @inline(__always)
        func spans() -> Spans {
            Shift(clip: clip, travelX: travelX, travelY: travelY, mirror: mirror, rowOffset: rowOffset).spans(frame)
        }

        /// The scroll offset (0...travel) along an axis that brings a span (`min`...`max` on screen at
        /// offset 0) into the clip: 0 if it shows already, else the offset that lines its start up
        /// with the clip's, as far as the content goes; nil if it never shows.
        private func anywhere(_ min: Double, _ max: Double, _ clipMin: Double, _ clipMax: Double, travel: Double, sign: Double) -> Double? {
            if max > clipMin, min < clipMax { return 0 }
            let wanted = sign > 0 ? min - clipMin : clipMax - max
            let offset = Swift.min(travel, Swift.max(0, wanted))
            let movedMin = min - sign * offset, movedMax = max - sign * offset
            return movedMax > clipMin && movedMin < clipMax ? offset : nil
        }
    }

    /// What `Motion.spans` works out from the motion alone, before the frame: the same for every
    /// view a scroll view moves, so the candidates work it out once per scroll view.
    struct Shift: Sendable {
        let clip: Rect
        /// What each band's axis adds to the frame's origin: the content's shift toward the side it
        /// is pushed to for that band, 0 on the other. Chosen once here, where `spans` chose per view
        /// (added, 0 gives the origin's own value, at most the sign of a zero changed, which no
        /// comparison of the spans sees).
        let topDY: Double, bottomDY: Double, leftDX: Double, rightDX: Double
        /// `clip.maxX` and `clip.maxY`, the same sums `spans` worked out per view.
        let clipMaxX: Double, clipMaxY: Double

        @inline(__always)
        init(clip: Rect, travelX: Double, travelY: Double, mirror: TransformFlips, rowOffset: Double) {
            self.clip = clip
            let signY: Double = mirror.contains(.vertical) ? -1 : 1
            let signX: Double = mirror.contains(.horizontal) ? -1 : 1
            let shiftY = signY * (rowOffset - travelY)
            let shiftX = -signX * travelX
            topDY = signY < 0 ? shiftY : 0
            bottomDY = signY > 0 ? shiftY : 0
            leftDX = signX < 0 ? shiftX : 0
            rightDX = signX > 0 ? shiftX : 0
            clipMaxX = clip.maxX
            clipMaxY = clip.maxY
        }

        @inline(__always)
        func spans(_ frame: Rect) -> Spans {
            let topY = frame.y + topDY, bottomY = frame.y + bottomDY
            let leftX = frame.x + leftDX, rightX = frame.x + rightDX
            // `reach` clips as `Rect.intersection` does, and the clipped view ends at its origin plus
            // its height, `lo + (hi - lo)`: a few last bits off `hi` where the clip starts far from 0,
            // enough to cross a Float rounding boundary. Worked out the same way, the span's end is
            // that number exactly.
            let topLo = max(topY, clip.minY), bottomLo = max(bottomY, clip.minY)
            let leftLo = max(leftX, clip.minX), rightLo = max(rightX, clip.minX)
            return Spans(topLo: topLo, topHi: topLo + (min(topY + frame.height, clipMaxY) - topLo),
                         bottomLo: bottomLo, bottomHi: bottomLo + (min(bottomY + frame.height, clipMaxY) - bottomLo),
                         leftLo: leftLo, leftHi: leftLo + (min(leftX + frame.width, clipMaxX) - leftLo),
                         rightLo: rightLo, rightHi: rightLo + (min(rightX + frame.width, clipMaxX) - rightLo))
        }
    }

    /// A layout's candidates, kept small: a large spec has one per view and device × orientation,
    /// and the whole candidate (both frames, how scrolling moves it) is needed only for the few a
    /// band reaches, so it is put together again for those (`subscript`) from the layout.
    struct Candidates {
        /// 44 bytes where a whole candidate takes about 200.
        struct Entry: Sendable {
            /// Its record in `LintScreen.covered`.
            let covered: Int32
            /// The scroll view that moves it (-1: none).
            let mover: Int32
            let isItemRow: Bool
            let extent: Extent
        }

        /// The screen, for its `covered` and `scrollSlots`: one reference where the two arrays were
        /// each retained per layout and released with it.
        private let screen: LintScreen
        /// The layout's views, not the whole layout: a copy of that retained every array it holds.
        private let views: [ResolvedView]
        /// The layout's records (the first `count`) and its scroll views' `Scrolling`, written in the
        /// worker's scratch: three arrays were made per layout. Held here too (read through the
        /// scratch, each look-up was an exclusivity check), and let go with the layout's facts,
        /// before the next layout writes over them.
        private let entries: [Entry]
        private let count: Int
        private let scrolls: [Scrolling]

        /// The candidates among a layout's `views`. Given the views alone: given the whole layout,
        /// building the facts copied it once more (retaining every array it holds) per layout.
        init(_ screen: LintScreen, _ views: consuming [ResolvedView], scratch: LayoutScratch) {
            self.screen = screen
            // Views read in place: a copy of each retained and released its boxed extras.
            count = views.withUnsafeBufferPointer { views in Self.fill(&scratch.entries, &scratch.scrolls, &scratch.moves, screen, views) }
            entries = scratch.entries
            scrolls = scratch.scrolls
            // Taken, not copied (retained), from the caller's layout: `consuming`, which the
            // optimizer otherwise chose not to pass owned.
            self.views = views
        }

        /// Writes the candidates among `views` at the start of `entries` and returns how many; each
        /// scroll view's `Scrolling` in `scrolls`, and what moves its content in `moves`.
        ///
        /// Written in place over the last layout's: the lists keep room for the most a layout of the
        /// spec can have (one per covered view, and a collection view's rows of items), and what is
        /// past the count is not read. Appended to, each entry cost a check of the list's room and
        /// of its being shared, more than the allocations saved.
        private static func fill(_ entries: inout [Entry], _ scrolls: inout [Scrolling], _ moves: inout [Move],
                                 _ screen: LintScreen, _ views: UnsafeBufferPointer<ResolvedView>) -> Int {
            let blankShift = Shift(clip: .zero, travelX: 0, travelY: 0, mirror: [], rowOffset: 0)
            Coverage.resize(&entries, atLeast: screen.covered.count + screen.flowLayoutViews.count,
                            Entry(covered: -1, mover: -1, isItemRow: false, extent: Extent(Candidate.spans(initialFrame: nil, motion: nil))))
            Coverage.resize(&scrolls, atLeast: screen.scrollViews.count, Scrolling(travelX: 0, travelY: 0, clip: nil, mirror: [], resolved: false))
            Coverage.resize(&moves, atLeast: screen.scrollViews.count, Move(mover: -1, shift: blankShift))
            scrolls.withUnsafeMutableBufferPointer { Coverage.scrollings(screen, views, into: $0) }
            // What moves the content of each scroll view, and how, found once per scroll view rather
            // than walked up to and worked out from each view inside it (views in a table's rows,
            // whose offset counts at the table, are worked out per cell template below).
            // Stored through the buffer: by subscript, each store checked that the list was unique.
            let scrolls = scrolls
            moves.withUnsafeMutableBufferPointer { moves in
                for (slot, index) in screen.scrollViews.enumerated() {
                    let mover = Coverage.mover(from: index, rowsOf: -1, offset: 0, screen, scrolls)
                    guard mover >= 0 else {
                        moves[slot] = Move(mover: -1, shift: blankShift)
                        continue
                    }
                    let scrolling = scrolls[Int(screen.scrollSlots[mover])]
                    moves[slot] = Move(mover: mover, shift: Shift(clip: scrolling.clip.unsafelyUnwrapped, travelX: scrolling.travelX,
                                                                  travelY: scrolling.travelY, mirror: scrolling.mirror, rowOffset: 0))
                }
            }
            // The records, moves and entries through their buffers, and the count a local of the
            // innermost closure: captured across nested closures, the count was stored to memory and
            // the entries' base loaded again per view. Every `moverSlot` is a position in
            // `scrollViews`, which `moves` has room for.
            return screen.covered.withUnsafeBufferPointer { covered in
                moves.withUnsafeBufferPointer { moves in
                    entries.withUnsafeMutableBufferPointer { entries in
                        var count = 0
                        var lastCell = CellMove()
                        for k in covered.indices {
                            let record = covered.baseAddress.unsafelyUnwrapped + k
                            let view = views.baseAddress.unsafelyUnwrapped + record.pointee.index
                            guard !view.pointee.isHidden else { continue }
                            let position = Int32(truncatingIfNeeded: k)
                            // Most views: in no table's rows, where their frame is, moved by their scroll
                            // view's shift (worked out already) or by nothing. The others out of line:
                            // inlined, their paths kept the loop's values in memory.
                            if record.pointee.isPlain {
                                let slot = record.pointee.moverSlot
                                let mover = slot < 0 ? -1 : moves[slot].mover
                                let spans: Spans
                                if mover >= 0 {
                                    spans = moves[slot].shift.spans(view.pointee.screenFrame)
                                } else {
                                    guard let visible = view.pointee.visibleFrame else { continue }
                                    spans = Candidate.spans(initialFrame: visible, motion: nil)
                                }
                                entries[count] = Entry(covered: position, mover: Int32(truncatingIfNeeded: mover), isItemRow: false, extent: Extent(spans))
                                // At most one per record and one per collection view: far below Int.max.
                                count &+= 1
                                continue
                            }
                            if record.pointee.hasFlowLayout, let entry = itemRows(position, record.pointee.index, view, screen, scrolls) {
                                entries[count] = entry
                                count &+= 1
                            }
                            if record.pointee.isContentOrControl,
                               otherEntry(position, record, view, moves, &lastCell, screen, scrolls, into: entries.baseAddress.unsafelyUnwrapped + count) {
                                count &+= 1
                            }
                        }
                        return count
                    }
                }
            }
        }

        /// The mover and shift last worked out for a view in a table's rows: the same for every view
        /// of one cell template, so kept while those repeat.
        private struct CellMove {
            var slot = -1, owner = -1, offset = 0.0, mover = -1
            var shift: Shift?
            var known = false
        }

        /// The entry of a collection view's first row of items (nil: not on screen).
        @inline(never)
        private static func itemRows(_ position: Int32, _ index: Int, _ view: UnsafePointer<ResolvedView>, _ screen: LintScreen,
                                     _ scrolls: [Scrolling]) -> Entry? {
            guard let flow = view.pointee.flowLayout, let clip = view.pointee.visibleFrame else { return nil }
            let row = Coverage.firstRow(flow)
            let mover = Coverage.mover(from: index, rowsOf: index, offset: flow.lastRowOffset, screen, scrolls)
            let motion = Coverage.motion(row, by: mover, rowsOf: index, offset: flow.lastRowOffset, screen.scrollSlots, scrolls)
            let initial = row.intersection(clip)
            guard motion != nil || initial != nil else { return nil }
            return Entry(covered: position, mover: Int32(truncatingIfNeeded: mover), isItemRow: true,
                         extent: Extent(Candidate.spans(initialFrame: initial, motion: motion)))
        }

        /// The entry of a content view or control that `fill`'s own path does not take: one showing
        /// its own content or in a table's rows, written at `destination` (false: not on screen, nothing
        /// written). Written there, not returned: returned as an optional, each went through memory
        /// twice, some 75,000 times in a findings-heavy run.
        @inline(never)
        private static func otherEntry(_ position: Int32, _ record: UnsafePointer<LintScreen.CoveredView>, _ view: UnsafePointer<ResolvedView>,
                                       _ moves: UnsafeBufferPointer<Move>, _ lastCell: inout CellMove, _ screen: LintScreen,
                                       _ scrolls: [Scrolling], into destination: UnsafeMutablePointer<Entry>) -> Bool {
            let entry = record.pointee, index = entry.index
            let frame = entry.showsOwnContent ? Coverage.ownContent(view.pointee) : view.pointee.screenFrame
            // What moves it and how: for a view in no table's rows, its scroll view's; for one
            // in a table's rows, found from its scroll view, the table and the row offset.
            let mover: Int, shift: Shift?
            let slot = entry.moverSlot
            if entry.cellOwner < 0 {
                mover = slot < 0 ? -1 : moves[slot].mover
                shift = mover >= 0 ? moves[slot].shift : nil
            } else if lastCell.known, lastCell.slot == slot, lastCell.owner == entry.cellOwner, lastCell.offset == entry.cellOffset {
                (mover, shift) = (lastCell.mover, lastCell.shift)
            } else {
                let start = entry.showsOwnContent ? index : entry.parent
                mover = Coverage.mover(from: start, rowsOf: entry.cellOwner, offset: entry.cellOffset, screen, scrolls)
                shift = Coverage.shift(by: mover, rowsOf: entry.cellOwner, offset: entry.cellOffset, screen.scrollSlots, scrolls)
                lastCell = CellMove(slot: slot, owner: entry.cellOwner, offset: entry.cellOffset, mover: mover, shift: shift, known: true)
            }
            let spans: Spans
            if let shift {
                spans = shift.spans(frame)
            } else {
                let visible = entry.showsOwnContent ? view.pointee.visibleFrame?.intersection(frame) : view.pointee.visibleFrame
                guard let visible else { return false }
                spans = Candidate.spans(initialFrame: visible, motion: nil)
            }
            destination.pointee = Entry(covered: position, mover: Int32(truncatingIfNeeded: mover), isItemRow: false, extent: Extent(spans))
            return true
        }

        var indices: Range<Int> { 0..<count }

        /// The view's index in the spec.
        func index(_ i: Int) -> Int { screen.covered[Int(entries[i].covered)].index }

        func isItemRow(_ i: Int) -> Bool { entries[i].isItemRow }

        /// The extent kept for entry `i` (worked out through the per-scroll-view and per-cell shortcuts).
        func extent(_ i: Int) -> Extent { entries[i].extent }

        /// The whole candidate, as the list was made from.
        subscript(i: Int) -> Candidate {
            let entry = entries[i]
            let record = screen.covered[Int(entry.covered)]
            let index = record.index, mover = Int(entry.mover)
            return views.withUnsafeBufferPointer { views in
                let view = views.baseAddress.unsafelyUnwrapped + index
                if entry.isItemRow, let flow = view.pointee.flowLayout, let clip = view.pointee.visibleFrame {
                    let row = Coverage.firstRow(flow)
                    return Candidate(index: index, initialFrame: row.intersection(clip),
                                     motion: Coverage.motion(row, by: mover, rowsOf: index, offset: flow.lastRowOffset, screen.scrollSlots, scrolls),
                                     isItemRow: true, mirror: view.pointee.mirrorsSubviews)
                }
                let frame = record.showsOwnContent ? Coverage.ownContent(view.pointee) : view.pointee.screenFrame
                return Candidate(index: index,
                                 initialFrame: record.showsOwnContent ? view.pointee.visibleFrame?.intersection(frame) : view.pointee.visibleFrame,
                                 motion: Coverage.motion(frame, by: mover, rowsOf: record.cellOwner, offset: record.cellOffset, screen.scrollSlots, scrolls),
                                 isItemRow: false, mirror: record.parent >= 0 ? views[record.parent].mirrorsSubviews : [])
            }
        }

        /// Calls `body` with each candidate that covers part of `band` (a strip along `edge` of the
        /// screen) where the user meets it, in order, with how far into the band.
        /// Handed over as found: listed, the hits were an array per band per layout, and each was
        /// put together again from its position.
        func forEachHit(_ edge: Edge, _ band: Rect, _ body: (Hit, Double) -> Void) {
            switch edge {
            case .top: forEachHit(edge, band, Float(band.minY), Float(band.maxY), { ($0.topLo, $0.topHi) }, body)
            case .bottom: forEachHit(edge, band, Float(band.minY), Float(band.maxY), { ($0.bottomLo, $0.bottomHi) }, body)
            case .left: forEachHit(edge, band, Float(band.minX), Float(band.maxX), { ($0.leftLo, $0.leftHi) }, body)
            case .right: forEachHit(edge, band, Float(band.minX), Float(band.maxX), { ($0.rightLo, $0.rightHi) }, body)
            }
        }

        /// One edge's scan: the band-axis test over the entries in place (the edge chosen once,
        /// not per entry), and the whole candidate only past it.
        @inline(__always)
        private func forEachHit(_ edge: Edge, _ band: Rect, _ bandLo: Float, _ bandHi: Float,
                                _ span: (Extent) -> (Float, Float), _ body: (Hit, Double) -> Void) {
            let vertical = edge == .top || edge == .bottom
            entries.withUnsafeBufferPointer { entries in
                for i in 0..<count {
                    let (lo, hi) = span(entries[i].extent)
                    guard Extent.admits(lo, hi, bandLo, bandHi) else { continue }
                    let candidate = self[i]
                    if let reach = candidate.reach(edge), let overlap = reach.frame.intersection(band) {
                        body(Hit(candidate, reach), vertical ? overlap.height : overlap.width)
                    }
                }
            }
        }

        /// Calls `body` with the position of each candidate that the band-axis test lets through on
        /// the left or right side (nil: that band is not tested), and with which. The tests run over
        /// the entries in place, as `forEachHit`'s do: through `admits`, each entry was looked up
        /// and its edge switched on, twice, per view per landscape layout.
        func forEachSideCandidate(left: Rect?, right: Rect?, _ body: (Int, Bool, Bool) -> Void) {
            let l = left ?? .zero, r = right ?? .zero
            let leftLo = Float(l.minX), leftHi = Float(l.maxX), rightLo = Float(r.minX), rightHi = Float(r.maxX)
            // A loop per pair of bands tested, chosen once: asked per entry, which bands to test was
            // read from memory again for each.
            entries.withUnsafeBufferPointer { entries in
                switch (left != nil, right != nil) {
                case (true, true):
                    for i in 0..<count {
                        let extent = entries[i].extent
                        let toLeft = Extent.admits(extent.leftLo, extent.leftHi, leftLo, leftHi)
                        let toRight = Extent.admits(extent.rightLo, extent.rightHi, rightLo, rightHi)
                        if toLeft || toRight { body(i, toLeft, toRight) }
                    }
                case (true, false):
                    for i in 0..<count where Extent.admits(entries[i].extent.leftLo, entries[i].extent.leftHi, leftLo, leftHi) {
                        body(i, true, false)
                    }
                case (false, true):
                    for i in 0..<count where Extent.admits(entries[i].extent.rightLo, entries[i].extent.rightHi, rightLo, rightHi) {
                        body(i, false, true)
                    }
                case (false, false):
                    break
                }
            }
        }

        /// Whether the band-axis test lets candidate `i` through: false only where `reach` misses the band.
        func admits(_ i: Int, _ edge: Edge, _ band: Rect) -> Bool { entries[i].extent.admits(edge, band) }
    }

    /// The content of a scroll view that is itself content or a control (a UITextView's text), on
    /// screen at the initial content offset: `contentSize` from the content's origin, which UIKit puts
    /// at the adjusted content inset (the initial offset is -adjustedContentInset.top/left). A text
    /// view lays its text out in that content area (inside its textContainerInset as well), so what
    /// lies under a bar at rest is its background; scrolling moves the text under the bars like any
    /// scroll view's content (Apple, UIScrollView.adjustedContentInset, UITextView).
    static func ownContent(_ view: ResolvedView) -> Rect {
        guard let scroll = view.scroll else { return view.screenFrame }
        let inset = scroll.adjustedContentInset
        return Rect(x: view.screenFrame.minX + inset.left, y: view.screenFrame.minY + inset.top,
                    width: scroll.contentSize.width, height: scroll.contentSize.height)
    }

    /// A collection view's first row of items, on screen at the initial offset.
    private static func firstRow(_ flow: ResolvedFlowLayout) -> Rect {
        let minX = min(flow.firstItem.minX, flow.lastItemInFirstRow.minX)
        return Rect(x: minX, y: flow.firstItem.minY, width: max(flow.firstItem.maxX, flow.lastItemInFirstRow.maxX) - minX,
                    height: flow.firstItem.height)
    }

    /// How one scroll view moves its content in a layout: worked out once per layout for all the
    /// views inside it (`clip` nil: the scroll view is not on screen).
    struct Scrolling {
        let travelX: Double, travelY: Double
        let clip: Rect?
        let mirror: TransformFlips
        let resolved: Bool
    }

    /// What moves the content of a scroll view (-1: nothing), and how (`mover(from:)`, `shift(by:)`).
    struct Move {
        let mover: Int
        let shift: Shift
    }

    /// Each of the screen's scroll views, written at its position in `screen.scrollViews`.
    fileprivate static func scrollings(_ screen: LintScreen, _ views: UnsafeBufferPointer<ResolvedView>,
                                       into scrolls: UnsafeMutableBufferPointer<Scrolling>) {
        for (slot, index) in screen.scrollViews.enumerated() {
            let view = views.baseAddress.unsafelyUnwrapped + index
            guard let scroll = view.pointee.scroll else {
                scrolls[slot] = Scrolling(travelX: 0, travelY: 0, clip: nil, mirror: [], resolved: false)
                continue
            }
            scrolls[slot] = Scrolling(travelX: scroll.horizontalTravel(boundsWidth: view.pointee.frame.width),
                                      travelY: scroll.verticalTravel(boundsHeight: view.pointee.frame.height),
                                      clip: view.pointee.visibleFrame, mirror: view.pointee.mirrorsSubviews, resolved: true)
        }
    }

    /// The nearest scroll view from `start` up that moves what it holds (-1: none, or one not on
    /// screen). `rowsOf`: the table or collection view whose rows the view repeats in, and how far
    /// below the first row the last one is.
    private static func mover(from start: Int, rowsOf owner: Int, offset rowOffset: Double, _ screen: LintScreen,
                              _ scrolls: [Scrolling]) -> Int {
        var ancestor = start >= 0 && !screen.isScrollView[start] ? Int(screen.scrollParents[start]) : start
        while ancestor >= 0 {
            let scrolling = scrolls[Int(screen.scrollSlots[ancestor])]
            if scrolling.resolved {
                let offset = owner == ancestor ? rowOffset : 0
                if scrolling.travelY > 0.01 || scrolling.travelX > 0.01 || offset > 0.01 {
                    return scrolling.clip == nil ? -1 : ancestor
                }
            }
            ancestor = Int(screen.scrollParents[ancestor])
        }
        return -1
    }

    /// How `mover` (found by `mover(from:)`) moves `frame`, on screen at the initial offset; nil
    /// when nothing moves it.
    private static func motion(_ frame: Rect, by mover: Int, rowsOf owner: Int, offset rowOffset: Double, _ scrollSlots: [Int32],
                               _ scrolls: [Scrolling]) -> Motion? {
        guard mover >= 0 else { return nil }
        let scrolling = scrolls[Int(scrollSlots[mover])]
        return Motion(frame: frame, clip: scrolling.clip.unsafelyUnwrapped, travelX: scrolling.travelX, travelY: scrolling.travelY,
                      mirror: scrolling.mirror, rowOffset: owner == mover ? rowOffset : 0)
    }

    /// `motion(_:by:rowsOf:offset:_:_:)` before the frame: how `mover` shifts what it moves (nil when nothing does).
    private static func shift(by mover: Int, rowsOf owner: Int, offset rowOffset: Double, _ scrollSlots: [Int32],
                              _ scrolls: [Scrolling]) -> Shift? {
        guard mover >= 0 else { return nil }
        let scrolling = scrolls[Int(scrollSlots[mover])]
        return Shift(clip: scrolling.clip.unsafelyUnwrapped, travelX: scrolling.travelX, travelY: scrolling.travelY, mirror: scrolling.mirror,
                     rowOffset: owner == mover ? rowOffset : 0)
    }

    /// `responsibleLocation(_:in:edge:)`, remembered per view and edge in the worker's scratch while
    /// it serves `screen`: it depends on the spec alone, and the covering rules asked for it per hit
    /// per layout, each time a search of the view's constraints (some 20,000 in a findings-heavy run).
    /// Found again out of line: inlined, the search's registers were saved and restored per look-up.
    static func responsibleLocation(_ index: Int, _ screen: LintScreen, edge: Edge, _ scratch: LayoutScratch) -> SourceLocation {
        let slot = switch edge {
        case .top: index << 2
        case .left: index << 2 | 1
        case .bottom: index << 2 | 2
        case .right: index << 2 | 3
        }
        if scratch.locationsOf === screen, let known = scratch.locations[slot] { return known }
        return rememberLocation(index, screen, edge: edge, slot, scratch)
    }

    /// `responsibleLocation(_:in:edge:)` of a view and edge not yet remembered in `scratch`, remembered there.
    @inline(never)
    private static func rememberLocation(_ index: Int, _ screen: LintScreen, edge: Edge, _ slot: Int,
                                         _ scratch: LayoutScratch) -> SourceLocation {
        guard screen.spec.views.count <= LayoutScratch.maximumRememberedViews else {
            return responsibleLocation(index, in: screen.spec, edge: edge)
        }
        if scratch.locationsOf !== screen {
            scratch.locationsOf = screen
            scratch.locations = [SourceLocation?](repeating: nil, count: screen.spec.views.count * 4)
        }
        let location = responsibleLocation(index, in: screen.spec, edge: edge)
        scratch.locations[slot] = location
        return location
    }

    /// The constraint that pins `edge` of the view to its superview's edge, when that is what puts it there.
    static func responsibleLocation(_ index: Int, in spec: ScreenSpec, edge: Edge) -> SourceLocation {
        // Fields read in place: a copy of the view retained and released all of its own.
        guard case .constraints = spec.views[index].layout else { return spec.views[index].location }
        let (axis, anchor): (Attribute.Axis, Attribute.Anchor) = switch edge {
        case .top: (.vertical, .minimum)
        case .bottom: (.vertical, .maximum)
        case .left: (.horizontal, .minimum)
        case .right: (.horizontal, .maximum)
        }
        // Searched in place (asked per finding per context): no array of the edge's constraints.
        let positions = spec.constraintPositions(of: index)
        // The superview's edge first; else the same edge of another view (aligned with a view that
        // reaches under the band itself, as a full-screen backdrop does). A guide never puts the edge
        // there, and a view placed after another (`top: title.bottom`) is that view's doing.
        // The target matched by case: compared with `==`, it was a call to the enum's derived
        // equality per constraint (it has cases with payloads).
        for k in positions where spec.constraints[k].attribute.axis == axis && spec.constraints[k].attribute.anchor == anchor {
            switch spec.constraints[k].target {
            case .superview, .frameGuide: return spec.constraints[k].location
            default: continue
            }
        }
        for k in positions where spec.constraints[k].attribute.axis == axis && spec.constraints[k].attribute.anchor == anchor {
            guard case .view = spec.constraints[k].target, spec.constraints[k].targetAttribute.anchor == anchor else { continue }
            return spec.constraints[k].location
        }
        return spec.views[index].location
    }

    static func name(_ view: ViewSpec) -> String { name(id: view.id, className: view.className) }

    /// "'title' (UILabel)", copied into one string made at its size: interpolated, the string grew
    /// a few times, some 1,500 instructions per name (a findings-heavy file words hundreds).
    static func name(id: String, className: String) -> String {
        var id = id, className = className
        return id.withUTF8 { id in
            className.withUTF8 { className in
                String(joining: StaticText.quote, id, StaticText.quoteParenthesis, className, StaticText.parenthesis)
            }
        }
    }

    /// The fixed pieces of `name(id:className:)`.
    private enum StaticText {
        static var quote: UnsafeBufferPointer<UInt8> { bytes("'") }
        static var quoteParenthesis: UnsafeBufferPointer<UInt8> { bytes("' (") }
        static var parenthesis: UnsafeBufferPointer<UInt8> { bytes(")") }
        static func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        }
    }

    /// The wording of a container pinned (or placed by its frame) into a band, the one finding for
    /// the content inside it: "'bar' (UIView) is pinned at the top of its superview, so the content
    /// laid out inside it `consequence`", and its fix, how to move the container (`unpin`, by frame
    /// or by constraint) and then `rest`.
    static func containerWording(_ container: Attributed.Container, _ spec: ScreenSpec, at place: String, consequence: String,
                                 unpin: (byFrame: String, pinned: String), rest: String) -> Wordings.Wording {
        Wordings.Wording(
            summary: "\(name(spec.views[container.index])) is \(container.byFrame ? "placed by its frame" : "pinned") at \(place) of its "
                + "superview, so the content laid out inside it \(consequence)",
            fix: (container.byFrame ? unpin.byFrame : unpin.pinned) + rest)
    }

    /// `name(spec.views[index])`, without copying the view.
    static func name(_ index: Int, _ spec: ScreenSpec) -> String { name(id: spec.views[index].id, className: spec.views[index].className) }

    /// What put candidates past one edge of the screen: a candidate itself, or a container whose
    /// own constraint (or frame) pins that edge to its superview's, with every candidate inside it
    /// that the band reaches (one cause, one finding).
    struct Attributed {
        /// The first candidate hit (for a container: one of the views inside it).
        let hit: Hit
        let container: Container?
        /// How far into the band: the deepest of the candidates.
        var depth: Double
        var related: [Observation.Related]

        struct Container {
            let index: Int
            /// The constraint (or `frame:`) that pins its edge to its superview's.
            let location: SourceLocation
            let byFrame: Bool
        }

        var view: Int { container?.index ?? hit.index }

        func location(_ edge: Edge, _ screen: LintScreen, _ scratch: LayoutScratch) -> SourceLocation {
            container?.location ?? hit.location(edge, screen, scratch)
        }
    }

    /// Groups the candidates past `edge` into `band` (each with how far) by what put them there, in first-seen order.
    /// A container is at fault when it is itself in `band`, pins `edge` to its superview's edge by its
    /// own constraint or frame, does not span the screen on that axis (a full-screen wrapper's
    /// subviews are laid out wrongly themselves) and is not laid out from a safe area on that axis (a
    /// header that grows by the safe area means to reach under the band). The search stops at a
    /// view controller's root view, a scroll view or a table cell: their content is placed by UIKit.
    ///
    /// The list is the layout scratch's, refilled by the next call: made per band per layout, it
    /// was an allocation or two each time (as the dictionary of containers was, where there was
    /// one). A caller lets go of it before asking again, or that call copies it.
    static func attribute(hitsOn edge: Edge, band: Rect, _ current: LintLayout, _ screen: LintScreen) -> [Attributed] {
        let scratch = current.scratch
        attribute(hitsOn: edge, band: band, current, screen, into: &scratch.attributed, &scratch.byContainer)
        return scratch.attributed
    }

    /// The same for hits already found.
    static func attribute(_ hits: [(hit: Hit, depth: Double)], edge: Edge, band: Rect, _ current: LintLayout,
                          _ screen: LintScreen) -> [Attributed] {
        let scratch = current.scratch
        attribute(hits, edge: edge, band: band, current, screen, into: &scratch.attributed, &scratch.byContainer)
        return scratch.attributed
    }

    /// The scratch's lists passed in, once per call: reached through the class per hit, each
    /// append was an exclusivity check. Cleared first, keeping their storage.
    private static func attribute(hitsOn edge: Edge, band: Rect, _ current: LintLayout, _ screen: LintScreen,
                                  into result: inout [Attributed], _ byContainer: inout [Int: Int]) {
        clear(&result, &byContainer)
        current.candidates.forEachHit(edge, band) { hit, depth in
            attribute(hit, depth, edge: edge, band: band, current.layout, screen, into: &result, &byContainer)
        }
    }

    private static func attribute(_ hits: [(hit: Hit, depth: Double)], edge: Edge, band: Rect, _ current: LintLayout,
                                  _ screen: LintScreen, into result: inout [Attributed], _ byContainer: inout [Int: Int]) {
        clear(&result, &byContainer)
        for (hit, depth) in hits {
            attribute(hit, depth, edge: edge, band: band, current.layout, screen, into: &result, &byContainer)
        }
    }

    /// Makes `list` hold at least `count` elements, adding `blank` ones: a scratch list whose
    /// elements are written over in place.
    static func resize<T>(_ list: inout [T], atLeast count: Int, _ blank: T) {
        if list.count < count { list.append(contentsOf: repeatElement(blank, count: count - list.count)) }
    }

    /// Empties a scratch list, keeping its storage. Most are empty already (a band reaches no view
    /// in most layouts), and emptying one costs more than asking.
    static func clear<T>(_ list: inout [T]) {
        if !list.isEmpty { list.removeAll(keepingCapacity: true) }
    }

    /// `clear` for an attribution's records and where each container's group is in them.
    private static func clear(_ result: inout [Attributed], _ byContainer: inout [Int: Int]) {
        clear(&result)
        if !byContainer.isEmpty { byContainer.removeAll(keepingCapacity: true) }
    }

    /// Adds one hit to `result`, under the container at fault (`byContainer`: where each is in `result`).
    private static func attribute(_ hit: Hit, _ depth: Double, edge: Edge, band: Rect, _ layout: ResolvedLayout,
                                  _ screen: LintScreen, into result: inout [Attributed], _ byContainer: inout [Int: Int]) {
        guard let container = hit.isItemRow ? nil : container(of: hit.index, edge: edge, band: band, screen, layout) else {
            result.append(Attributed(hit: hit, container: nil, depth: depth, related: []))
            return
        }
        let leaf = Observation.Related(view: hit.index, location: hit.location(edge, screen.spec))
        if let k = byContainer[container.index] {
            // In place: made again, the record's list was copied with a list of the one view added.
            result[k].depth = max(result[k].depth, depth)
            result[k].related.append(leaf)
        } else {
            byContainer[container.index] = result.count
            result.append(Attributed(hit: hit, container: container, depth: depth, related: [leaf]))
        }
    }

    private static func container(of index: Int, edge: Edge, band: Rect, _ screen: LintScreen, _ layout: ResolvedLayout) -> Attributed.Container? {
        // The spec read where it is, and the screen passed on: a copy of the spec, made to be passed
        // by value, was a memory copy per hit per layout.
        guard screen.spec.views[index].cellOf == nil else { return nil }
        let size = layout.screenSize
        var found: Attributed.Container?
        var current = index
        let axis: Attribute.Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        // A view laid out from a safe area on this axis follows the guide, not its container's edge.
        while !isGuided(current, axis, screen) {
            let parent = Int(screen.parents[current])
            guard parent > ScreenSpec.rootIndex, screen.spec.views[parent].viewController == nil, !screen.isScrollView[parent],
                  !layout.views[parent].isHidden, layout.views[parent].screenFrame.intersection(band) != nil else { break }
            current = parent
            let frame = layout.views[parent].screenFrame
            let spans = edge == .top || edge == .bottom
                ? frame.minY <= 0.5 && frame.maxY >= size.height - 0.5
                : frame.minX <= 0.5 && frame.maxX >= size.width - 0.5
            if !spans, let pin = pinnedEdge(of: parent, edge, screen) { found = pin }
        }
        return found
    }

    /// The constraint or frame that puts `edge` of the view on its superview's edge, unless the view
    /// is laid out from a safe area, margins or readable-content guide on that axis.
    private static func pinnedEdge(of index: Int, _ edge: Edge, _ screen: LintScreen) -> Attributed.Container? {
        switch screen.spec.views[index].layout {
        case .frame(_, let location):
            return Attributed.Container(index: index, location: location, byFrame: true)
        case .constraints:
            let axis: Attribute.Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
            let location = responsibleLocation(index, in: screen.spec, edge: edge)
            guard !isGuided(index, axis, screen), location != screen.spec.views[index].location else { return nil }
            return Attributed.Container(index: index, location: location, byFrame: false)
        case .none:
            return nil
        }
    }

    /// Whether one of the view's constraints on `axis` names a safe-area, margins or readable-content guide.
    private static func isGuided(_ index: Int, _ axis: Attribute.Axis, _ screen: LintScreen) -> Bool {
        screen.spec.constraintPositions(of: index).contains { k in
            guard screen.spec.constraints[k].attribute.axis == axis else { return false }
            switch screen.spec.constraints[k].target {
            case .safeArea, .margins, .readableContent, .viewGuide: return true
            default: return false
            }
        }
    }

    /// Whether the view is placed by `frame:`, and whether inside a scroll view (whose content
    /// inset, not the frame, decides where it shows).
    static func framePlacement(_ index: Int, _ screen: LintScreen) -> (byFrame: Bool, inScrollView: Bool) {
        guard case .frame = screen.spec.views[index].layout else { return (false, false) }
        var ancestor = Int(screen.parents[index])
        while ancestor >= 0 {
            if screen.isScrollView[ancestor] { return (true, true) }
            ancestor = Int(screen.parents[ancestor])
        }
        return (true, false)
    }

    /// What covers `edge` of the screen on this device: "the navigation bar and notch", "the tab bar
    /// and home indicator", "the notch side" — for messages that say what the user sees.
    static func cover(_ edge: Edge, _ layout: ResolvedLayout) -> String {
        let device = layout.context.device
        var parts: [String] = []
        switch edge {
        case .top:
            parts += layout.bars.filter { $0.edge == .top }.map(\.kind.rawValue)
            if layout.deviceInsets.top > 0.01 { parts.append(device.topBandName(layout.context.orientation)) }
        case .bottom:
            parts += layout.bars.filter { $0.edge == .bottom }.map(\.kind.rawValue)
            if layout.deviceInsets.bottom > 0.01 { parts.append("home indicator") }
        case .left, .right:
            if layout.deviceInsets[edge] > 0.01 { parts.append(device.sideBandName) }
        }
        return parts.isEmpty ? "the \(edge.rawValue) of its superview's unsafe area" : "the " + parts.joined(separator: " and ")
    }

    /// How a spec says a view is decoration, which may run under every band.
    static let backgroundHint = "If it is decoration (a backdrop or full-bleed image), mark it role: background"
}

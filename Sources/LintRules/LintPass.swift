import InsetEngine
import ScreenModel

/// One file going through the rules: what they observe in each layout, grouped per rule by view,
/// location and edge in the order it first occurs; a group becomes one finding listing its contexts.
///
/// Observing a layout does not change the pass, so the layouts of a large spec can be observed on
/// several threads; adding their observations in context order keeps the findings identical.
public struct LintPass: Sendable {
    let linter: Linter
    let screen: LintScreen
    var spec: ScreenSpec { screen.spec }
    let anySuppression: Bool
    /// Per rule: its groups in the order first observed, their keys, and each key's group.
    var groups: [[Group]]
    var keys: [[GroupKey]]
    var positions: [[GroupKey: Int]]
    /// Per rule: the group its observation at each position in the last layout joined (-1: none
    /// yet). A rule observes the views of every layout in the same order, so the key at a position
    /// is mostly the one seen there before: it is compared, not hashed and looked up.
    var recent: [[Int]]
    /// Every context observed, in order, and whether its bars or insets use an iOS 26/27 number
    /// only third parties report: a message names a profile only where a finding does not occur
    /// on all those its device × orientation was checked on (FORMAT.md §7). Contexts are numbered
    /// as they are added and grouped by place once, there: comparing the contexts of every finding
    /// with every context of the file, as strings, was the largest single cost of a findings-heavy run.
    var index = ProfileIndex()
    /// What the rules say about a view where that depends on the spec alone, built once per file
    /// (see `Wordings`).
    let wordings = Wordings()
    /// How many contexts the caller said it adds in all (`expect(contexts:)`; 0: not said).
    private var expectedContexts = 0
    /// The rules that can observe something in this spec's layouts (`Rule.observesLayouts`), in
    /// order: asked in every layout, the others each cost a call, a check and an empty list.
    private let layoutRules: [Int]

    public init(linter: Linter, spec: ScreenSpec) {
        self.linter = linter
        screen = LintScreen(spec)
        anySuppression = screen.hasSuppressions
        groups = Array(repeating: [], count: linter.rules.count)
        keys = Array(repeating: [], count: linter.rules.count)
        positions = Array(repeating: [:], count: linter.rules.count)
        recent = Array(repeating: [], count: linter.rules.count)
        // Read from a local: the closure cannot capture `self` before every property is set.
        let screen = screen
        layoutRules = linter.rules.indices.filter { linter.rules[$0].observesLayouts(of: screen) }
        for (r, rule) in linter.rules.enumerated() {
            let observations = rule.check(screen)
            collect(r, observations, observations.indices, -1)
        }
    }

    /// What every rule sees in one layout, not yet grouped.
    public struct LayoutObservations: Sendable {
        let context: ObservedContext
        /// Every rule's, rule after rule, each marked with its rule (`Observation.rule`): one list
        /// per layout, where a list per rule that saw something was an allocation each.
        let observations: [Observation]
        let usesThirdPartyNumbers: Bool

        /// The same observations for a context that shares this one's geometry
        /// (`LayoutContext.sharesGeometry`): rules read the device, never the landscape side.
        public func relabeled(_ context: LayoutContext) -> LayoutObservations {
            LayoutObservations(context: ObservedContext(context), observations: observations, usesThirdPartyNumbers: usesThirdPartyNumbers)
        }

        /// The same observations for a context the engine resolves to the same layout on another
        /// profile (`LayoutPlan.sharedLayouts`): rules read the layout, never the profile; whether
        /// third-party numbers went into it is the context's own.
        public func relabeled(_ context: LayoutContext, usesThirdPartyNumbers: Bool) -> LayoutObservations {
            LayoutObservations(context: ObservedContext(context), observations: observations, usesThirdPartyNumbers: usesThirdPartyNumbers)
        }
    }

    /// `scratch`: the calling worker's lists, reused from one of its layouts to the next (a scratch
    /// serves one layout at a time: never share one between threads).
    public func observe(_ layout: ResolvedLayout, scratch: LayoutScratch) -> LayoutObservations {
        let facts = LintLayout(layout, screen: screen, wordings: wordings, scratch: scratch)
        let rules = linter.rules
        // Room for as many as the most of the worker's layouts so far had (a spec's layouts see much
        // the same), made before the first is appended: grown from empty, the list was reallocated
        // as it filled.
        var observations: [Observation] = []
        if scratch.mostObservations > 0 { observations.reserveCapacity(scratch.mostObservations) }
        // Each rule read in its place: copied out of the array (an existential), per layout.
        for r in layoutRules {
            let start = observations.count
            rules[r].check(screen, facts, into: &observations)
            // The linter's rules are far fewer than 2^16.
            for i in start..<observations.count { observations[i].rule = UInt16(truncatingIfNeeded: r) }
        }
        scratch.mostObservations = max(scratch.mostObservations, observations.count)
        return LayoutObservations(context: ObservedContext(layout.context), observations: observations,
                                  usesThirdPartyNumbers: layout.usesThirdPartyNumbers)
    }

    /// Says that `count` more contexts are to be added: a part first seen in a context makes room
    /// for the contexts still to come, where its list grew by doubling (about six allocations for
    /// a finding seen on every context of a spec).
    public mutating func expect(contexts count: Int) {
        expectedContexts += count
        index.reserve(expectedContexts)
    }

    public mutating func add(_ observations: LayoutObservations) {
        let context = index.add(observations.context, thirdParty: observations.usesThirdPartyNumbers)
        // Rule by rule: each rule's observations are one run of the list.
        let all = observations.observations
        var start = 0
        while start < all.count {
            let rule = all[start].rule
            var end = start + 1
            while end < all.count, all[end].rule == rule { end += 1 }
            collect(Int(rule), all, start..<end, context)
            start = end
        }
    }

    /// Rule `r`'s observations, `observations[run]`. `context`: the context's number in `index`, -1
    /// for what a rule observes once per file.
    mutating func collect(_ r: Int, _ observations: [Observation], _ run: Range<Int>, _ context: Int32) {
        guard !run.isEmpty else { return }
        // The contexts still to come, this one included (`index.count` counts those added), at most
        // `Group.Part.roomCap`; 1 for what a rule observes once per file.
        let room = context < 0 ? 1 : min(Group.Part.roomCap, max(1, expectedContexts - index.count + 1))
        if recent[r].count < run.count { recent[r] += repeatElement(-1, count: run.count - recent[r].count) }
        // By position: each observation read in place, not copied with its strings retained. The
        // rule's id is read only for a spec with suppressions: held for the loop, it was retained
        // and released per rule per layout.
        // `k`: the observation's position among the rule's, which `recent` is by.
        // `previous`: the group the rule's observation before this one joined. Where a view is not
        // observed in every layout the positions shift, and the next group after it is mostly the
        // one: looked up by key, such a miss cost a hash and a probe.
        var previous = -1
        for i in run where !(anySuppression && linter.isSuppressed(linter.ids[r], view: observations[i].view, in: spec)) {
            let key = GroupKey(view: observations[i].view, location: observations[i].location, edge: EdgeClass(observations[i].edge))
            let k = i - run.lowerBound
            var g = recent[r][k]
            // Stored only where it changes: most observations find the group at their position
            // again, and each store checked that the lists were unique.
            if g < 0 || keys[r][g] != key {
                if previous + 1 < keys[r].count, keys[r][previous + 1] == key {
                    g = previous + 1
                } else if let known = positions[r][key] {
                    g = known
                } else {
                    g = groups[r].count
                    groups[r].append(Group())
                    keys[r].append(key)
                    positions[r][key] = g
                }
                recent[r][k] = g
            }
            previous = g
            // Through a pointer: passed from the array, each observation was copied (its strings
            // and related views retained and released) to be read.
            observations.withUnsafeBufferPointer { groups[r][g].add($0.baseAddress.unsafelyUnwrapped + i, rule: r, context, room: room) }
        }
    }

    public func findings(file: String) -> [Finding] {
        var orders = keys
        var groups = linter.rules.indices.map { r in Dictionary(uniqueKeysWithValues: zip(keys[r], self.groups[r])) }
        let ids = linter.ids
        FindingRanking.apply(to: &groups, &orders, ids: ids, contexts: index.count)
        FindingRanking.applyScrollCauses(to: &groups, &orders, ids: ids, spec: spec)
        let severities = linter.ruleSeverities
        let checkedNumbers = index.distinctNumbers
        let checked = checkedNumbers.map { index.context($0) }
        var scratch = MessageScratch(contexts: index.count, places: index.placeCount)
        // Each list of contexts named once per file and shared by the findings that occur on the same
        // contexts (most occur on all of them, or on the same devices): named per finding, each
        // context's two strings were retained there and released with the finding.
        scratch.named = [(checkedNumbers, checked)]
        var findings: [Finding] = []
        for r in linter.rules.indices {
            // FORMAT.md §4: one finding per rule, view and location. Groups that differ only in the
            // edge (a view placed by one `frame:` past two edges) or in their wording become one.
            // Room for a place per group from the first: grown as it filled, the table was rehashed a
            // few times per rule per file.
            var merged = [Place: Group](minimumCapacity: orders[r].count)
            var places: [Place] = []
            for key in orders[r] {
                guard let group = groups[r][key] else { continue }
                let place = Place(view: key.view, location: key.location)
                if merged[place] == nil { places.append(place) }
                merged[place, default: Group()].absorb(group)
            }
            for place in places {
                findings.append(finding(merged[place]!, at: place, rule: r, id: ids[r], severities: severities, file: file,
                                        checked: checked, scratch: &scratch))
            }
        }
        return Self.sortedInPlace(findings)
    }

    /// `findings.sorted(by: Finding.ordered)`, moving the findings rather than copying them: the
    /// sort copied each one out and back (its strings and lists retained and released) a few times.
    /// Their positions are sorted by the same comparisons, so the order is the same, and the findings
    /// then swapped into it along the permutation's cycles.
    static func sortedInPlace(_ findings: consuming [Finding]) -> [Finding] {
        var order = Array(findings.indices)
        findings.withUnsafeBufferPointer { f in order.sort { Finding.ordered(f[$0], f[$1]) } }
        // Position k takes the finding at order[k]: following a cycle from its first position, each
        // swap puts one finding in place and carries the cycle's first finding on to the next.
        // Swapped in the buffer, where a swap moves the two (the array's own `swapAt` copies them).
        var placed = [Bool](repeating: false, count: order.count)
        findings.withUnsafeMutableBufferPointer { findings in
            for start in order.indices where !placed[start] {
                var k = start
                while order[k] != start {
                    findings.swapAt(k, order[k])
                    placed[k] = true
                    k = order[k]
                }
                placed[k] = true
            }
        }
        return findings
    }

    private func finding(_ group: Group, at place: Place, rule r: Int, id: String, severities: [Severity], file: String,
                         checked: [ContextID], scratch: inout MessageScratch) -> Finding {
        // A device-independent finding (a view controller's preferences) holds on every context checked.
        let independent = group.parts.indices.allSatisfy { p in group.parts[p].seen.allSatisfy { $0.context < 0 } }
        var contexts: [ContextID] = []
        // The profiles third-party numbers decide, gathered with the contexts: none for a
        // device-independent finding.
        var thirdParty: [Int] = []
        if !independent {
            // Numbered first, then named into a list made at its size: grown one by one, it was
            // reallocated several times per finding.
            thirdParty = index.gatherContexts(of: group.parts, scratch: &scratch)
            if let known = scratch.named.firstIndex(where: { $0.numbers == scratch.distinct }) {
                contexts = scratch.named[known].contexts
            } else {
                contexts = scratch.distinct.map { index.context($0) }
                // The lists seen last are kept, besides every context's: a file's findings occur on a few.
                if scratch.named.count == MessageScratch.namedLists { scratch.named.remove(at: 1) }
                scratch.named.append((scratch.distinct, contexts))
            }
        }
        // A finding that absorbed another rule's observations fails the run as either would have.
        var severity = severities[r]
        for p in group.parts.indices { severity = max(severity, severities[group.parts[p].rule]) }
        for rule in group.absorbedRules { severity = max(severity, severities[rule]) }
        let text = message(group, rule: r, checked: checked.count, thirdParty: thirdParty, scratch: &scratch)
        return Finding(rule: id, severity: severity, file: file, location: place.location,
                       screen: spec.screen, view: spec.views[place.view].id, message: text,
                       contexts: independent ? checked : contexts,
                       related: group.related.map { RelatedView(view: spec.views[$0.view].id, location: $0.location) })
    }

    struct GroupKey: Hashable {
        let view: Int
        let location: SourceLocation
        let edge: EdgeClass

        /// One word hashed, not three fields: a key is hashed per observation.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(truncatingIfNeeded: view) &* 0x9E37_79B9_7F4A_7C15
                           ^ UInt64(truncatingIfNeeded: location.line) << 24 ^ UInt64(truncatingIfNeeded: location.column) << 4
                           ^ UInt64(edge.rawValue))
        }
    }

    struct Place: Hashable {
        let view: Int
        let location: SourceLocation
    }

    /// The screen edge a covering rule saw a view past, with the two landscape sides as one: they
    /// are symmetric, and one constraint's fix covers both.
    enum EdgeClass: UInt8, Hashable {
        case none, top, bottom, sides

        init(_ edge: Edge?) {
            switch edge {
            case nil: self = .none
            case .top: self = .top
            case .bottom: self = .bottom
            case .left, .right: self = .sides
            }
        }
    }

    /// What one rule (or, after ranking, a rule and those it outranks) saw at one view, location
    /// and edge: a part per wording, each with its contexts and details, and the related views.
    struct Group: Sendable {
        var parts: [Part] = []
        var related: [Observation.Related] = []
        /// Outranked rules whose observations joined this group, even where all their contexts were
        /// already reported: the finding keeps the higher of their severities.
        var absorbedRules: [Int] = []

        struct Part: Sendable {
            let summary: String
            let fix: String
            /// The rule that observed it (its index in the linter's rules).
            let rule: Int
            /// Each observation's context and detail, in the order observed.
            var seen: [Seen]
            /// Each distinct non-empty detail once, where `Seen.detail` points: a part sees the same
            /// few details in every context, so the strings are compared once, as they arrive, and
            /// not kept (retained) per observation. Their order here is not the message's: a
            /// message lists the details of `seen` as first seen there.
            var details: [String]
            /// `Observation.placesAt`: the same for every observation with this summary.
            var placesAt: Int32
            /// The most observations a new part makes room for: a spec checked on many contexts
            /// with many parts seen on a few would hold room for all of them, unused.
            static let roomCap = 64

            init(summary: String, fix: String, rule: Int, seen: [Seen] = [], details: [String] = [], placesAt: Int32) {
                self.summary = summary
                self.fix = fix
                self.rule = rule
                self.seen = seen
                self.details = details
                self.placesAt = placesAt
            }

            /// `o`'s detail read where it is: passed as a string, it was retained and released per
            /// observation (the pointer's memory is not known to outlive the call unchanged).
            mutating func add(_ context: Int32, detailOf o: UnsafePointer<Observation>) {
                let detail: Int32
                if o.pointee.detail.isEmpty {
                    detail = -1
                } else if let k = details.lastIndex(where: { $0 == o.pointee.detail }) {
                    // As `number(of:)`: the latest first; a few details per part, never near Int32.max.
                    detail = Int32(truncatingIfNeeded: k)
                } else {
                    // Room for a few from the first: a part has a detail per distance and cutout it
                    // is seen at (the status bar, the notch, the Dynamic Island…), some five in a
                    // findings-heavy run, and the list grew through three sizes.
                    if details.isEmpty { details.reserveCapacity(8) }
                    details.append(o.pointee.detail)
                    detail = Int32(truncatingIfNeeded: details.count - 1)
                }
                seen.append(Seen(context: context, detail: detail))
            }

            /// `other`'s observations after this part's, its details numbered in this part.
            mutating func append(_ other: Part) {
                let renumbered = other.details.map { number(of: $0) }
                for entry in other.seen {
                    seen.append(Seen(context: entry.context, detail: entry.detail < 0 ? -1 : renumbered[Int(entry.detail)]))
                }
            }

            /// `detail`'s position in `details`, added there if new; -1 for no detail.
            private mutating func number(of detail: String) -> Int32 {
                guard !detail.isEmpty else { return -1 }
                // The latest first: consecutive contexts mostly share a detail.
                // A part has a detail per distinct number it saw: a few, never near Int32.max.
                if let k = details.lastIndex(of: detail) { return Int32(truncatingIfNeeded: k) }
                details.append(detail)
                return Int32(truncatingIfNeeded: details.count - 1)
            }
        }

        /// One observation of a part: its context, as its number in the pass's `ProfileIndex` (-1:
        /// observed once per file, not per context), and its detail's position in the part's
        /// `details` (-1: none).
        struct Seen: Sendable {
            let context: Int32
            let detail: Int32
        }

        /// `room`: how many observations a new part makes room for.
        mutating func add(_ o: UnsafePointer<Observation>, rule: Int, _ context: Int32, room: Int) {
            if let p = parts.firstIndex(where: { $0.rule == rule && $0.summary == o.pointee.summary && $0.fix == o.pointee.fix }) {
                parts[p].add(context, detailOf: o)
            } else {
                var part = Part(summary: o.pointee.summary, fix: o.pointee.fix, rule: rule, placesAt: o.pointee.placesAt)
                part.seen.reserveCapacity(room)
                part.add(context, detailOf: o)
                parts.append(part)
            }
            // Most observations name no related views: their empty list is not retained to be walked.
            if !o.pointee.related.isEmpty {
                for r in o.pointee.related where !related.contains(r) { related.append(r) }
            }
        }

        mutating func absorb(_ other: Group) {
            for part in other.parts {
                if let p = parts.firstIndex(where: { $0.rule == part.rule && $0.summary == part.summary && $0.fix == part.fix }) {
                    parts[p].append(part)
                } else {
                    parts.append(part)
                }
            }
            for r in other.related where !related.contains(r) { related.append(r) }
            for r in other.absorbedRules where !absorbedRules.contains(r) { absorbedRules.append(r) }
        }

        /// Every context any part was seen in, by number (equal contexts have one number).
        var contexts: Set<Int32> {
            var result = Set<Int32>()
            for part in parts { for entry in part.seen where entry.context >= 0 { result.insert(entry.context) } }
            return result
        }
    }

    /// "summary: 44 pt under the notch on iphone-x portrait; 54 pt … on iphone-15 portrait (iOS 26). fix"
    /// A place (device × orientation) is named with its profiles only where the detail does not
    /// occur on every profile it was checked on; a finding that an iOS 26/27 number reported only
    /// by third parties decides says so once. Parts absorbed from an outranked rule add their
    /// sentence but not their fix: the finding's own fix addresses the same cause.
    /// A part that says where its contexts go (`Observation.placesAt`) names them there, as the
    /// details do, when they are not all `checked` (the number of distinct contexts). `thirdParty`:
    /// the profiles whose third-party numbers decide the finding (`ProfileIndex.gatherContexts`).
    private func message(_ group: Group, rule r: Int, checked: Int, thirdParty: [Int], scratch: inout MessageScratch) -> String {
        // The file's one buffer, emptied: made per message, its room was allocated and zeroed and
        // then grown (reallocated and zeroed again) for most messages of a findings-heavy file.
        // Moved out of the scratch while it is written, which is lent on alongside it.
        var text = scratch.text ?? TextBuffer(capacity: 4096)
        scratch.text = nil
        text.removeAll()
        defer { scratch.text = text }
        // The parts read by position, in the group's list: iterated, each was copied (its strings and
        // lists retained and released), here and wherever a finding reads its parts.
        for p in group.parts.indices {
            if p > 0 { text.append(literal: ". ") }
            let utf8 = group.parts[p].summary.utf8
            if group.parts[p].placesAt >= 0, Int(group.parts[p].placesAt) <= utf8.count {
                scratch.marks.reset()
                var contexts: [Int32] = []
                for entry in group.parts[p].seen where entry.context >= 0 && scratch.marks.insert(entry.context) { contexts.append(entry.context) }
                let split = utf8.index(utf8.startIndex, offsetBy: Int(group.parts[p].placesAt))
                text.append(group.parts[p].summary[..<split])
                if contexts.count < checked { index.appendPlaces(contexts, to: &text, scratch: &scratch) }
                text.append(group.parts[p].summary[split...])
            } else {
                text.append(group.parts[p].summary)
            }
            // Each detail with its contexts, in first-seen order. A part has a few details: each
            // one's contexts are gathered by a pass over the part's observations.
            var listed: UInt64 = 0, listedMany = Set<Int32>()
            var k = 0
            for (i, first) in group.parts[p].seen.enumerated() where first.detail >= 0 {
                if first.detail < 64 {
                    guard listed & 1 << UInt64(first.detail) == 0 else { continue }
                    listed |= 1 << UInt64(first.detail)
                } else {
                    guard listedMany.insert(first.detail).inserted else { continue }
                }
                text.append(literal: k == 0 ? ": " : "; ")
                k += 1
                text.append(group.parts[p].details[Int(first.detail)])
                scratch.detailContexts.removeAll(keepingCapacity: true)
                for entry in group.parts[p].seen[i...] where entry.detail == first.detail && entry.context >= 0 { scratch.detailContexts.append(entry.context) }
                index.appendPlaces(scratch.detailContexts, to: &text, scratch: &scratch)
            }
        }
        if !thirdParty.isEmpty {
            let plural = thirdParty.count > 1
            text.append(" (iOS \(thirdParty.map(String.init).joined(separator: " and ")) value\(plural ? "s" : "") from third-party measurements)")
        }
        if !group.related.isEmpty {
            text.append(literal: ". Affected views inside it: ")
            for (k, related) in group.related.enumerated() {
                if k > 0 { text.append(literal: ", ") }
                text.append(Coverage.name(related.view, spec))
            }
        }
        // Sentence by sentence: two edges' fixes share their advice about backgrounds. Most findings
        // have one fix (or one fix several times) that is its sentences joined: written whole, it
        // is the same text, without its sentences remembered per file (a hash of the fix per finding).
        var own = -1, oneFix = true
        for p in group.parts.indices where group.parts[p].rule == r {
            if own < 0 { own = p } else if group.parts[p].fix != group.parts[own].fix { oneFix = false }
        }
        if own >= 0, oneFix, Self.isItsSentences(group.parts[own].fix, ranges: &scratch.sentenceRanges) {
            text.append(literal: ". ")
            text.append(group.parts[own].fix)
            return text.string
        }
        var fixes: [Substring] = []
        for p in group.parts.indices where group.parts[p].rule == r {
            for sentence in scratch.sentences(of: group.parts[p].fix) where !fixes.contains(sentence) { fixes.append(sentence) }
        }
        for fix in fixes {
            text.append(literal: ". ")
            text.append(fix)
        }
        return text.string
    }

    /// Whether `fix` is its `sentences` joined again by ". ", none of them twice: then they are
    /// listed as the fix itself. ASCII only, as `sentences` splits it (where a sentence's bytes are
    /// equal, so are its characters); no empty sentence, which `sentences` leaves out (at the start,
    /// between two ". " or at the end). `ranges`: a list reused, for the sentences' bytes.
    static func isItsSentences(_ fix: String, ranges: inout [Range<Int>]) -> Bool {
        let answer: Bool? = fix.utf8.withContiguousStorageIfAvailable { bytes in
            guard sentenceRanges(bytes, into: &ranges), !ranges.contains(where: { $0.isEmpty }) else { return false }
            for a in ranges.indices {
                for b in ranges.indices where b > a && ranges[b].count == ranges[a].count {
                    if bytes[ranges[a]].elementsEqual(bytes[ranges[b]]) { return false }
                }
            }
            return true
        }
        return answer ?? false
    }

    /// Where the sentences of ASCII `bytes` are, between ". " separators, empty ones included, written
    /// over `ranges`; false at a byte above ASCII (`ranges` then unfinished). Eight bytes at a time up
    /// to a period or such a byte: a fix is a few hundred bytes and a few sentences, and byte by byte
    /// the scan cost more than the rest. The one scan behind `sentences` and `isItsSentences`.
    static func sentenceRanges(_ bytes: UnsafeBufferPointer<UInt8>, into ranges: inout [Range<Int>]) -> Bool {
        ranges.removeAll(keepingCapacity: true)
        var start = 0, i = 0
        while i < bytes.count {
            i = ByteWords.skip(bytes, from: i) { !ByteWords.any(UInt8(ascii: "."), $0) && !ByteWords.anyHigh($0) }
            guard i < bytes.count else { break }
            guard bytes[i] < 0x80 else { return false }
            if bytes[i] == UInt8(ascii: "."), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: " ") {
                ranges.append(start..<i)
                i += 2
                start = i
            } else {
                i += 1
            }
        }
        ranges.append(start..<bytes.count)
        return true
    }

    /// `fix.split(separator: ". ")`: its sentences, empty ones left out. The generic split compares
    /// characters through a collection searcher (a tenth of a findings-heavy run); in ASCII text a
    /// character is a byte (no two ASCII bytes but CR LF form one, and neither is in ". "), so the
    /// bytes are searched there, giving the same substrings. Searched in the string's own storage:
    /// walked by `String.UTF8View` index, each byte was a call.
    static func sentences(_ fix: String) -> [Substring] {
        var ranges: [Range<Int>] = []
        let ascii = fix.utf8.withContiguousStorageIfAvailable { sentenceRanges($0, into: &ranges) } ?? false
        guard ascii else { return fix.split(separator: ". ") }
        let utf8 = fix.utf8
        // `split` leaves out the empty sentences.
        return ranges.compactMap { $0.isEmpty ? nil : fix[utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)] }
    }
}

/// What the messages of one file reuse from one to the next: marks, arrays cleared rather than
/// allocated per detail, and each fix split into its sentences once.
struct MessageScratch {
    var marks: ContextMarks
    var distinct: [Int32] = []
    /// Lists of contexts named, with their numbers in order: every context's, then the last few
    /// others (see `LintPass.findings`). Compared as arrays of numbers, which differ mostly in their
    /// count: hashed as dictionary keys, they cost more than naming the contexts again.
    var named: [(numbers: [Int32], contexts: [ContextID])] = []
    static let namedLists = 8
    var order: [Int32] = []
    /// A detail's contexts, as `message` gathers them.
    var detailContexts: [Int32] = []
    /// A fix's sentences, as `LintPass.isItsSentences` finds them.
    var sentenceRanges: [Range<Int>] = []
    /// The buffer messages are written in, one after another (nil while one is).
    var text: TextBuffer?
    /// Per place, the contexts of a list there (see `PlaceList`); all bits zero between uses.
    var placeLists: [PlaceList]
    /// After each context, the next of the list at its place (-1: none), as `appendPlaces` lists them.
    var nextAtPlace: [Int32]
    private var split: [String: [Substring]] = [:]

    init(contexts: Int, places: Int) {
        marks = ContextMarks(count: contexts)
        placeLists = [PlaceList](repeating: PlaceList(), count: places)
        nextAtPlace = [Int32](repeating: -1, count: contexts)
    }

    /// A place's contexts in a list: the bits of their profiles' slots there, and the first and the
    /// last of them in the order seen.
    struct PlaceList {
        var bits: UInt32 = 0
        var first: Int32 = -1
        var last: Int32 = -1
    }

    /// `LintPass.sentences(fix)`, remembered: a file's findings share a few fixes.
    mutating func sentences(of fix: String) -> [Substring] {
        if let known = split[fix] { return known }
        let sentences = LintPass.sentences(fix)
        split[fix] = sentences
        return sentences
    }
}

/// Marks for contexts by number, cleared in O(1): a message or a finding lists each context once.
struct ContextMarks {
    private var marks: [UInt32]
    /// Above every mark from the start: a fresh set holds none, before any `reset`.
    private var generation: UInt32 = 1

    init(count: Int) {
        marks = [UInt32](repeating: 0, count: count)
    }

    /// Forgets every mark.
    mutating func reset() {
        if generation == .max {
            // Once in four billion resets: the old marks are cleared rather than read as new.
            for i in marks.indices { marks[i] = 0 }
            generation = 0
        }
        generation += 1
    }

    /// Whether `context` was marked since the last `reset`.
    func contains(_ context: Int32) -> Bool {
        marks[Int(context)] == generation
    }

    /// Marks `context`; false if it was already marked since the last `reset`.
    mutating func insert(_ context: Int32) -> Bool {
        if marks[Int(context)] == generation { return false }
        marks[Int(context)] = generation
        return true
    }
}

/// A layout's context as its observations carry it: the orientation as the case, not its name. A
/// `ContextID` holds two strings, each retained per copy and released per destroy, and a layout's
/// observations are copied and destroyed several times on their way into the pass.
struct ObservedContext: Sendable {
    let device: String
    let orientation: Orientation
    let ios: Int

    init(_ context: LayoutContext) {
        device = context.device.id
        orientation = context.orientation
        ios = context.ios.rawValue
    }
}

/// Which profiles each device × orientation (place) of a file was checked on, and which contexts
/// used a third-party iOS 26/27 number, for the messages. A context is known by its number: the
/// order it was first added in (a context observed again keeps its first number). Its place and
/// profile slot are worked out once, when it is added, so a message compares small integers, not
/// device names.
///
/// All in flat arrays, a place's profiles and a device's places chained through them: a list per
/// place and per device, grown one entry at a time, was an allocation or two per context added,
/// and each context kept its own copy of the device's name.
struct ProfileIndex {
    /// Each observation, by number: one list, where a list per field was a growth check and a
    /// uniqueness check each per context added, and a bounds check each per read.
    private var observed: [Observed] = []
    /// The observations that used a third-party number, in order.
    private var thirdPartyNumbers: [Int32] = []

    private struct Observed {
        /// Its profile (18, 26, 27).
        let ios: Int
        /// The number of the first observation equal to it.
        let canonical: Int32
        /// Its place, an index in `places`.
        let place: Int32
        /// Its profile's position among its place's profiles.
        let slot: UInt8
    }

    /// A device × orientation: where its ", iphone-x portrait" is in `placeText`, how many profiles
    /// it was checked on, the last of them in `profiles` and the device's place added before it (-1: none).
    private struct Place {
        let device: Int32
        let orientation: Orientation
        let text: Range<Int>
        let previousOfDevice: Int32
        var profileCount: Int
        var lastProfile: Int32
    }

    private var places: [Place] = []
    /// Each place's profiles, each with the number of its first observation there, its slot, and
    /// the place's profile added before it (-1: none).
    private var profiles: [(ios: Int, number: Int32, slot: UInt8, previous: Int32)] = []
    /// Every place's ", iphone-x portrait", one after another: a message names a place by copying
    /// its bytes, tens of thousands of times in a findings-heavy run.
    private var placeText: [UInt8] = []
    /// Each device seen, with its place added last (-1: none); and the device last added.
    private var devices: [(id: String, lastPlace: Int32)] = []
    private var lastDevice = -1

    /// How many places (device × orientation) there are.
    var placeCount: Int { places.count }

    /// How many context numbers there are (numbers run from 0 below it).
    var count: Int { observed.count }

    /// The context a number stands for.
    func context(_ number: Int32) -> ContextID {
        let place = places[Int(observed[Int(number)].place)]
        return ContextID(device: devices[Int(place.device)].id, orientation: place.orientation.rawValue, ios: observed[Int(number)].ios)
    }

    /// The numbers of the distinct contexts, in the order first observed.
    var distinctNumbers: [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(observed.count)
        for i in observed.indices where observed[i].canonical == Int32(i) { result.append(Int32(i)) }
        return result
    }

    /// Room for `count` observations in all, and as many places and profiles (at most one each
    /// per observation): grown one entry at a time, the lists were reallocated several times per file.
    mutating func reserve(_ count: Int) {
        observed.reserveCapacity(count)
        places.reserveCapacity(count)
        profiles.reserveCapacity(count)
    }

    /// Records the next context observed and returns its number.
    mutating func add(_ context: ObservedContext, thirdParty: Bool) -> Int32 {
        let number = Int32(observed.count)
        let place = placeNumber(context)
        var canonicalNumber = number, profileSlot = UInt8(places[place].profileCount), k = places[place].lastProfile
        while k >= 0, profiles[Int(k)].ios != context.ios { k = profiles[Int(k)].previous }
        if k >= 0 {
            canonicalNumber = profiles[Int(k)].number
            profileSlot = profiles[Int(k)].slot
        } else {
            // A place's profiles are distinct `IOSProfile`s, a few: each has a bit of a `UInt32` in
            // the lists `appendPlaces` and `gatherContexts` make.
            precondition(profileSlot < 32, "more profiles at one place than a UInt32 has bits")
            profiles.append((context.ios, number, profileSlot, places[place].lastProfile))
            places[place].lastProfile = Int32(profiles.count - 1)
            places[place].profileCount += 1
        }
        observed.append(Observed(ios: context.ios, canonical: canonicalNumber, place: Int32(place), slot: profileSlot))
        if thirdParty { thirdPartyNumbers.append(number) }
        return canonicalNumber
    }

    /// The place of `context`'s device and orientation, added if new; `lastDevice` is left at its
    /// device (added if new). Contexts come device by device, so the device is mostly the last
    /// one's, and the others are compared only when it changes. Ids are compared by their bytes'
    /// count first: most differ in length, and comparing strings is a call.
    private mutating func placeNumber(_ context: ObservedContext) -> Int {
        let deviceBytes = context.device.utf8.count
        if lastDevice < 0 || devices[lastDevice].id.utf8.count != deviceBytes || devices[lastDevice].id != context.device {
            if let known = devices.firstIndex(where: { $0.id.utf8.count == deviceBytes && $0.id == context.device }) {
                lastDevice = known
            } else {
                devices.append((context.device, -1))
                lastDevice = devices.count - 1
            }
        }
        var p = devices[lastDevice].lastPlace
        while p >= 0 {
            if places[Int(p)].orientation == context.orientation { return Int(p) }
            p = places[Int(p)].previousOfDevice
        }
        let start = placeText.count
        // From the strings' own storage: appended as a `String.UTF8View`, a name's bytes went
        // through the generic sequence path, some 190 instructions a piece.
        var device = context.device, orientation = context.orientation.rawValue
        placeText.append(UInt8(ascii: ","))
        placeText.append(UInt8(ascii: " "))
        device.withUTF8 { placeText.append(contentsOf: $0) }
        placeText.append(UInt8(ascii: " "))
        orientation.withUTF8 { placeText.append(contentsOf: $0) }
        places.append(Place(device: Int32(lastDevice), orientation: context.orientation, text: start..<placeText.count,
                            previousOfDevice: devices[lastDevice].lastPlace, profileCount: 0, lastProfile: -1))
        devices[lastDevice].lastPlace = Int32(places.count - 1)
        return places.count - 1
    }

    /// " on iphone-x portrait, iphone-15 portrait (iOS 26)" appended to `text`, nothing for no
    /// contexts: a place named alone where every profile it was checked on is among `contexts`,
    /// else with those of `contexts` there ("(iOS 26)", "(iOS 26, iOS 27)"), in first-seen order.
    func appendPlaces(_ contexts: [Int32], to text: inout TextBuffer, scratch: inout MessageScratch) {
        guard !contexts.isEmpty else { return }
        // One pass: the distinct contexts, the places in first-seen order, and per place the bits
        // of the profiles seen there (`slot`); the profiles are listed only for a place not seen on all.
        // In the scratch's arrays, cleared as they are used: they were allocated per detail.
        // A place's contexts are chained as they come: listed by a scan of all the distinct
        // contexts per place not seen on every profile, they cost time squared in the places.
        // A context number is its place and its profile's slot there (equal contexts have one
        // number), so a context already listed is one whose bit is set: marked as well, each was
        // stored twice. A place has a slot per profile (`IOSProfile`'s few cases), within a `UInt32`.
        // Through the buffers: stored by subscript, each store checked that its array was unique.
        scratch.order.removeAll(keepingCapacity: true)
        scratch.placeLists.withUnsafeMutableBufferPointer { lists in
            scratch.nextAtPlace.withUnsafeMutableBufferPointer { next in
                for c in contexts {
                    let place = Int(observed[Int(c)].place), bit: UInt32 = 1 << UInt32(observed[Int(c)].slot)
                    if lists[place].bits & bit != 0 { continue }
                    if lists[place].bits == 0 {
                        scratch.order.append(Int32(place))
                        lists[place].first = c
                    } else {
                        next[Int(lists[place].last)] = c
                    }
                    lists[place].last = c
                    next[Int(c)] = -1
                    lists[place].bits |= bit
                }
            }
        }
        for (k, place) in scratch.order.enumerated() {
            let name = places[Int(place)].text
            if k == 0 { text.append(literal: " on ") }
            // The first is written after " on ", without its ", ".
            let bytes = k == 0 ? name.lowerBound + 2 ..< name.upperBound : name
            placeText.withUnsafeBufferPointer { text.append(bytes: UnsafeBufferPointer(rebasing: $0[bytes])) }
            let list = scratch.placeLists[Int(place)]
            scratch.placeLists[Int(place)].bits = 0
            guard list.bits != Self.allSlots(places[Int(place)].profileCount) else { continue }
            var c = list.first
            text.append(literal: " (iOS ")
            while c >= 0 {
                text.append(observed[Int(c)].ios)
                c = scratch.nextAtPlace[Int(c)]
                if c >= 0 { text.append(literal: ", iOS ") }
            }
            text.append(literal: ")")
        }
    }

    /// The distinct contexts `parts` were seen in, in the order first seen, into `scratch.distinct`;
    /// and the profiles of them that use a third-party iOS 26/27 number where the finding does not
    /// occur on the same device × orientation on every profile, or where iOS 18 was not checked to
    /// compare with (so the profile's numbers decide it), in order. One pass for both, their
    /// profiles per place gathered in the scratch's bits: a context seen again is one whose bit is
    /// set (see `appendPlaces`), for an observation as for the first one equal to it (they have one
    /// place and slot). Marked apart, and gathered again for the profiles, the contexts were
    /// walked twice per finding.
    func gatherContexts(of parts: [LintPass.Group.Part], scratch: inout MessageScratch) -> [Int] {
        scratch.distinct.removeAll(keepingCapacity: true)
        scratch.order.removeAll(keepingCapacity: true)
        scratch.placeLists.withUnsafeMutableBufferPointer { lists in
            for p in parts.indices {
                for entry in parts[p].seen where entry.context >= 0 {
                    let o = observed[Int(entry.context)], place = Int(o.place), bit: UInt32 = 1 << UInt32(o.slot)
                    if lists[place].bits & bit != 0 { continue }
                    if lists[place].bits == 0 { scratch.order.append(o.place) }
                    lists[place].bits |= bit
                    scratch.distinct.append(entry.context)
                }
            }
        }
        // Only the observations that used a third-party number: scanned per finding, all of them were
        // tens of thousands of steps a findings-heavy run. The result is sorted, so their order is not.
        var result: [Int] = []
        for n in thirdPartyNumbers {
            let o = observed[Int(n)], place = Int(o.place)
            let bits = scratch.placeLists[place].bits
            guard bits & 1 << UInt32(o.slot) != 0, !result.contains(o.ios) else { continue }
            if !checks(place, 18) || bits != Self.allSlots(places[place].profileCount) { result.append(o.ios) }
        }
        for place in scratch.order { scratch.placeLists[Int(place)].bits = 0 }
        return result.sorted()
    }

    /// Whether `place` was checked on profile `ios`.
    private func checks(_ place: Int, _ ios: Int) -> Bool {
        var k = places[place].lastProfile
        while k >= 0 {
            if profiles[Int(k)].ios == ios { return true }
            k = profiles[Int(k)].previous
        }
        return false
    }

    /// The bits of a place's first `count` profile slots.
    private static func allSlots(_ count: Int) -> UInt32 {
        count >= 32 ? .max : (1 << UInt32(count)) - 1
    }
}

/// A linear constraint solver in the Cassowary family (Badros, Borning & Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), the design Auto Layout
/// descends from: an incremental simplex over a tableau in solved form, required constraints held
/// exactly, optional ones minimised as error variables.
///
/// Three things differ from the scalar-weighted solvers (kiwi and its ports):
/// - **Priorities are lexicographic**, as the Cassowary paper's symbolic weights are and as Apple's
///   Auto Layout Guide describes them ("the system attempts to satisfy all the constraints in
///   priority order from highest to lowest"): each distinct priority has its own objective row,
///   and the simplex improves a lower one only without worsening any higher one.
/// - **Parameters**: numbers that change from one solve to the next (a screen's size, a view's
///   safe-area insets) are symbols that never enter the basis. Each row keeps its parameter terms
///   beside a constant that already includes their current values, so a new value is a constant
///   update of the rows that mention it followed by a dual simplex, which usually pivots not at all.
/// - **Two-sided soft equalities**: an optional equality may cost its excess and its shortfall at two
///   priorities, which is what a view's content hugging and compression resistance are together
///   (`Constraint.init(_:equalTo:tag:shortfallPriority:shortfallTag:)`).
public struct Solver: Sendable {
    public enum Relation: Sendable, Hashable { case equal, lessOrEqual, greaterOrEqual }

    /// A variable whose value the solver finds.
    public struct Variable: Hashable, Sendable {
        public let id: Int32
    }

    /// A number the caller sets; expressions may use it like a variable.
    public struct Parameter: Hashable, Sendable {
        public let id: Int32
    }

    /// `constant + Σ coefficient × symbol`, over variables and parameters.
    public struct Expression: Sendable {
        public var constant: Double
        public internal(set) var terms: [(symbol: Int32, coefficient: Double)] = []

        public init(_ constant: Double = 0) { self.constant = constant }
        public init(_ variable: Variable, _ coefficient: Double = 1) { constant = 0; add(variable, coefficient) }

        public mutating func add(_ variable: Variable, _ coefficient: Double = 1) {
            if coefficient != 0 { terms.append((variable.id, coefficient)) }
        }
        public mutating func add(_ parameter: Parameter, _ coefficient: Double = 1) {
            if coefficient != 0 { terms.append((parameter.id, coefficient)) }
        }
        public mutating func add(_ other: Expression, _ factor: Double = 1) {
            constant += other.constant * factor
            if factor != 0 { for t in other.terms { terms.append((t.symbol, t.coefficient * factor)) } }
        }
        public static func + (a: Expression, b: Expression) -> Expression { var r = a; r.add(b); return r }
        public static func - (a: Expression, b: Expression) -> Expression { var r = a; r.add(b, -1); return r }
        public static func * (a: Expression, k: Double) -> Expression {
            var r = Expression(a.constant * k)
            if k != 0 { r.terms = a.terms.map { ($0.symbol, $0.coefficient * k) } }
            return r
        }
        public static func + (a: Expression, k: Double) -> Expression { var r = a; r.constant += k; return r }
    }

    /// `expression relation 0` at `priority` (1...1000; 1000 is required). `tag` is the caller's
    /// name for it, handed back in conflicts.
    public struct Constraint: Sendable {
        public var expression: Expression
        /// Fixed at creation: a two-sided equality's shortfall holds only for `.equal` below required.
        public private(set) var relation: Relation
        public private(set) var priority: Int
        public var tag: Int
        /// An optional equality whose shortfall (`expression < 0`) costs at another priority than
        /// its excess, with its own tag: `x == c` here holds what `x <= c @priority` and
        /// `x >= c @shortfall.priority` hold as two constraints, with the same solutions (at most one
        /// of the two errors is above zero at an optimum). Nil: both sides at `priority`.
        public private(set) var shortfall: (priority: Int, tag: Int)?

        public init(_ expression: Expression, _ relation: Relation, priority: Int = Solver.required, tag: Int) {
            self.expression = expression
            self.relation = relation
            self.priority = priority
            self.tag = tag
        }

        /// `expression == 0`, its excess at `priority` (tagged `tag`) and its shortfall at
        /// `shortfallPriority` (tagged `shortfallTag`); both below `Solver.required`.
        ///
        /// Why not two inequalities: with `x <= c` and `x >= c` both holding, the simplex keeps one
        /// of their slacks out of the basis at zero, and a wish at a lower priority to move `x`
        /// (a scroll view's content size wished equal to its bounds) sees that slack as a way to do
        /// it; the step it takes is degenerate (the other slack stops it at once) but rewrites every
        /// row the slack is in. Down a column of views each at its intrinsic height, every view's
        /// row holds the slacks of all the views above it, and the steps cost the cube of the
        /// column's length. Here each side of the equality is an error with its own cost, and
        /// neither can look free to a lower priority.
        public init(_ expression: Expression, equalTo priority: Int, tag: Int, shortfallPriority: Int, shortfallTag: Int) {
            precondition(priority < Solver.required && shortfallPriority < Solver.required, "a two-sided soft equality is optional on both sides")
            self.init(expression, .equal, priority: priority, tag: tag)
            shortfall = (shortfallPriority, shortfallTag)
        }
    }

    public enum AddResult: Sendable, Equatable {
        case added
        /// The constraint cannot hold with the required constraints already added: it was not
        /// added. `with` holds the tags of the required constraints it contradicts.
        case unsatisfiable(with: [Int])
        /// The simplex met its step cap (a degenerate cycle): the constraint was not added.
        case gaveUp
    }

    public static let required = 1000

    enum Kind: UInt8, Sendable { case external, parameter, slack, error, dummy }

    static let epsilon = 1e-8
    /// The least a variable must be able to move for `ambiguities` to count the direction: 0.01, the
    /// tolerance (in points) to which the engine compares frames and calls a view "at its intrinsic
    /// size" (`explain`).
    static let movementTolerance = 0.01
    @inline(__always) static func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }

    private var kinds: [Kind] = []
    /// A parameter's value; unused for other symbols.
    private var parameterValues: [Double] = []
    /// A parameter's change not yet applied to the rows.
    private var pendingDeltas: [(symbol: Int32, delta: Double)] = []
    /// The row where a symbol is basic, or -1.
    private var rowOf: [Int32] = []
    /// For constraint markers and errors: the constraint (index in `records`), else -1.
    private var owner: [Int32] = []
    /// Rows containing each symbol, possibly stale (checked on use): substitution visits only these.
    private var columns: [[Int32]] = []
    private var rows: [Row] = []
    private var rowSymbol: [Int32] = []
    /// One objective row per distinct optional priority, highest first.
    private var objectives: [Row] = []
    private var objectivePriorities: [Int] = []
    private var records: [(tag: Int, priority: Int)] = []
    /// Set while a constraint is being added with an artificial variable.
    private var artificial: Row?
    private var stepsLeft = 0
    /// Changes whenever the basis does (a pivot, a constraint added): what depends on the basis
    /// alone, such as `ambiguousVariables`, can be kept while it stays the same.
    public private(set) var basisVersion = 0
    /// The parameters the last `unsatisfiable` addition depended on: those whose value the
    /// contradiction involves (a view placed elsewhere, a safe-area inset), in the order met.
    public private(set) var conflictParameters: [Parameter] = []

    public init() {}

    public var variableCount: Int { kinds.count }

    /// Symbols are 32-bit: a spec's are a few per view and constraint, and the YAML reader's node
    /// cap (2,000,000) keeps them far below `Int32.max`.
    private mutating func newSymbol(_ kind: Kind) -> Int32 {
        kinds.append(kind)
        parameterValues.append(0)
        rowOf.append(-1)
        owner.append(-1)
        columns.append([])
        return Int32(kinds.count - 1)
    }

    public mutating func newVariable() -> Variable { Variable(id: newSymbol(.external)) }

    public mutating func newParameter(_ value: Double) -> Parameter {
        let p = Parameter(id: newSymbol(.parameter))
        parameterValues[Int(p.id)] = value
        return p
    }

    public func value(of parameter: Parameter) -> Double { parameterValues[Int(parameter.id)] }

    /// Takes effect at the next `solve()`.
    public mutating func set(_ parameter: Parameter, to value: Double) {
        let k = Int(parameter.id)
        let delta = value - parameterValues[k]
        guard delta != 0 else { return }
        parameterValues[k] = value
        pendingDeltas.append((parameter.id, delta))
    }

    /// The variable's value in the current solution (0 for one no constraint determines).
    public func value(of variable: Variable) -> Double {
        let r = rowOf[Int(variable.id)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Adding constraints

    public mutating func add(_ constraint: Constraint) -> AddResult {
        basisVersion &+= 1
        if !pendingDeltas.isEmpty, solve() == .infeasible { conflictParameters = []; return .unsatisfiable(with: []) }
        stepsLeft = 20_000 + 50 * rows.count
        let index = Int32(records.count)
        records.append((constraint.tag, constraint.priority))
        // The shortfall's error answers to a record of its own: its tag and priority.
        var shortfallIndex = index
        if let shortfall = constraint.shortfall {
            shortfallIndex = Int32(records.count)
            records.append((shortfall.tag, shortfall.priority))
        }
        let isRequired = constraint.priority >= Self.required
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let s = Int(term.symbol)
            if kinds[s] == .parameter {
                row.constant += term.coefficient * parameterValues[s]
                row.insert(term.symbol, term.coefficient)
            } else if rowOf[s] >= 0 {
                row.add(rows[Int(rowOf[s])], times: term.coefficient)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        var marker: Int32 = -1, other: Int32 = -1
        var level = -1, otherLevel = -1
        if !isRequired {
            // The shortfall's level first: adding a level may move the ones below it.
            if let shortfall = constraint.shortfall { _ = objectiveLevel(for: shortfall.priority) }
            level = objectiveLevel(for: constraint.priority)
            otherLevel = constraint.shortfall.map { objectiveLevel(for: $0.priority) } ?? level
        }
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !isRequired {
                other = newSymbol(.error)
                row.insert(other, -sign)
                objectives[level].insert(other, 1)
            }
        case .equal:
            if isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                // expression = marker - other: `marker` is the excess, `other` the shortfall.
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                objectives[level].insert(marker, 1)
                objectives[otherLevel].insert(other, 1)
            }
        }
        owner[Int(marker)] = index
        if other >= 0 { owner[Int(other)] = shortfallIndex }   // `index` unless the shortfall has its own record
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, allDummies(row) {
            guard Self.nearZero(row.constant) else {
                conflictParameters = parameters(in: row)
                return .unsatisfiable(with: conflictTags(in: row, excluding: index))
            }
            subject = marker
        }
        if subject < 0 {
            switch addWithArtificialVariable(row, constraint: index) {
            case .success: break
            case .failure(let blocking):
                if level >= 0 { objectives[level].remove(marker); if other >= 0 { objectives[otherLevel].remove(other) } }
                return blocking.map { .unsatisfiable(with: $0) } ?? .gaveUp
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, basic: subject)
        }
        return optimize() ? .added : .gaveUp
    }

    private mutating func objectiveLevel(for priority: Int) -> Int {
        var k = 0
        while k < objectivePriorities.count, objectivePriorities[k] > priority { k += 1 }
        if k < objectivePriorities.count, objectivePriorities[k] == priority { return k }
        objectivePriorities.insert(priority, at: k)
        // A new level holds no basic symbol's terms yet: only error symbols of its own constraints.
        objectives.insert(Row(), at: k)
        return k
    }

    /// An external variable if the row has one (the newest: a view's own variables are created as
    /// its constraints are added, so the newest is usually in no other row and substitutes for
    /// free); else a marker or error of this constraint that may become basic.
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var newest: Int32 = -1
        for (s, _) in row.terms where kinds[Int(s)] == .external { newest = s }
        if newest >= 0 { return newest }
        for s in [marker, other] where s >= 0 {
            let kind = kinds[Int(s)]
            if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
        }
        return -1
    }

    private func allDummies(_ row: Row) -> Bool {
        for (s, _) in row.terms where kinds[Int(s)] != .dummy && kinds[Int(s)] != .parameter { return false }
        return true
    }

    /// The tags of the required constraints whose markers a row combines.
    private func conflictTags(in row: Row, excluding: Int32) -> [Int] {
        var tags: [Int] = []
        for (s, _) in row.terms {
            let o = owner[Int(s)]
            guard o >= 0, o != excluding, records[Int(o)].priority >= Self.required else { continue }
            if !tags.contains(records[Int(o)].tag) { tags.append(records[Int(o)].tag) }
        }
        return tags
    }

    /// The parameters a row combines (its terms that are parameters, with a coefficient not zero).
    private func parameters(in row: Row) -> [Parameter] {
        var result: [Parameter] = []
        for (s, c) in row.terms where kinds[Int(s)] == .parameter && !Self.nearZero(c) { result.append(Parameter(id: s)) }
        return result
    }

    private enum ArtificialOutcome { case success, failure([Int]?) }

    /// Phase one for a row with no subject: minimise an artificial variable standing for the row.
    private mutating func addWithArtificialVariable(_ row: Row, constraint index: Int32) -> ArtificialOutcome {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        let finished = optimize(artificialOnly: true)
        let residual = artificial!
        let success = finished && Self.nearZero(residual.constant)
        artificial = nil
        var blocking: [Int]? = nil
        if finished && !success {
            // The artificial objective's terms at its optimum are the markers of the required
            // constraints that hold it away from zero: the constraints this one contradicts.
            blocking = conflictTags(in: residual, excluding: index)
            conflictParameters = parameters(in: residual)
        }
        let r = rowOf[Int(art)]
        if r >= 0 {
            var artRow = rows[Int(r)]
            removeRow(at: Int(r))
            if success && artRow.count > 0 {
                var entering: Int32 = -1
                for (s, _) in artRow.terms where kinds[Int(s)] == .slack || kinds[Int(s)] == .error { entering = s; break }
                if entering < 0 {
                    for (s, _) in artRow.terms where kinds[Int(s)] == .external { entering = s; break }
                }
                if entering >= 0 {
                    artRow.solve(art, for: entering)
                    substitute(entering, artRow)
                    insertRow(artRow, basic: entering)
                }
            }
        }
        for r in columns[Int(art)] where Int(r) < rows.count { rows[Int(r)].remove(art) }
        for k in objectives.indices { objectives[k].remove(art) }
        columns[Int(art)] = []
        return success ? .success : .failure(blocking)
    }

    // MARK: Tableau bookkeeping

    private mutating func insertRow(_ row: Row, basic symbol: Int32) {
        let r = Int32(rows.count)
        rows.append(row)
        rowSymbol.append(symbol)
        rowOf[Int(symbol)] = r
        for (s, _) in row.terms { columns[Int(s)].append(r) }
    }

    /// Removes a row, moving the last one into its place.
    private mutating func removeRow(at r: Int) {
        rowOf[Int(rowSymbol[r])] = -1
        let last = rows.count - 1
        if r != last {
            rows.swapAt(r, last)
            rowSymbol.swapAt(r, last)
            rowOf[Int(rowSymbol[r])] = Int32(r)
            for (s, _) in rows[r].terms { columns[Int(s)].append(Int32(r)) }
        }
        rows.removeLast()
        rowSymbol.removeLast()
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    private mutating func substitute(_ symbol: Int32, _ row: Row) {
        let list = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var added: [Int32] = []
        for r in list where Int(r) < rows.count {
            var target = Row()
            swap(&target, &rows[Int(r)])
            added.removeAll(keepingCapacity: true)
            let changed = target.substitute(symbol, with: row) { added.append($0) }
            swap(&target, &rows[Int(r)])
            if changed { for s in added { columns[Int(s)].append(r) } }
        }
        for k in objectives.indices { objectives[k].substitute(symbol, with: row) }
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    private mutating func pivot(row r: Int, entering: Int32) {
        basisVersion &+= 1
        let leaving = rowSymbol[r]
        var row = Row()
        swap(&row, &rows[r])
        row.solve(leaving, for: entering)
        rowOf[Int(leaving)] = -1
        substitute(entering, row)
        swap(&row, &rows[r])
        rowSymbol[r] = entering
        rowOf[Int(entering)] = Int32(r)
        columns[Int(leaving)].append(Int32(r))
    }

    // MARK: Simplex

    private func isRestricted(_ s: Int32) -> Bool {
        let k = kinds[Int(s)]
        return k == .slack || k == .error
    }

    private func canEnter(_ s: Int32) -> Bool {
        let k = kinds[Int(s)]
        return k != .dummy && k != .parameter
    }

    /// A symbol whose increase lowers the objectives lexicographically: negative at some level and
    /// zero at every level above it.
    private func enteringSymbol(artificialOnly: Bool) -> Int32 {
        if artificialOnly {
            for (s, c) in artificial!.terms where c < -Self.epsilon && canEnter(s) { return s }
            return -1
        }
        for k in objectives.indices {
            for (s, c) in objectives[k].terms where c < -Self.epsilon && canEnter(s) {
                var higherZero = true
                for j in 0..<k where !Self.nearZero(objectives[j].coefficient(of: s)) { higherZero = false; break }
                if higherZero { return s }
            }
        }
        return -1
    }

    /// Primal simplex; false when it cannot finish (unbounded, or the step cap).
    private mutating func optimize(artificialOnly: Bool = false) -> Bool {
        while true {
            let entering = enteringSymbol(artificialOnly: artificialOnly)
            if entering < 0 { return true }
            var best = -1
            var bestRatio = Double.infinity
            for r in columns[Int(entering)] where Int(r) < rows.count {
                let basic = rowSymbol[Int(r)]
                guard isRestricted(basic) else { continue }
                let c = rows[Int(r)].coefficient(of: entering)
                guard c < -Self.epsilon else { continue }
                let ratio = -rows[Int(r)].constant / c
                if ratio < bestRatio - Self.epsilon || (ratio < bestRatio + Self.epsilon && best >= 0 && basic < rowSymbol[best]) {
                    bestRatio = ratio
                    best = Int(r)
                }
            }
            guard best >= 0 else { return false }
            stepsLeft -= 1
            guard stepsLeft > 0 else { return false }
            pivot(row: best, entering: entering)
        }
    }

    /// The reduced costs of `s`, highest priority first.
    private func costs(of s: Int32) -> [Double] { objectives.map { $0.coefficient(of: s) } }

    private static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for k in a.indices {
            let d = a[k] - b[k]
            if d < -epsilon { return true }
            if d > epsilon { return false }
        }
        return false
    }

    // MARK: Solving for new parameter values

    public enum SolveResult: Sendable, Equatable {
        case solved
        /// The required constraints cannot all hold with these parameters.
        case infeasible
    }

    /// Rows seen in this pass of `applyPendingParameters` (a row may be listed twice in a column).
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0

    /// Moves each row's constant by its parameters' changes: only the rows in a changed
    /// parameter's column are visited, and each column is tidied on the way (stale and repeated
    /// entries dropped).
    @discardableResult private mutating func applyPendingParameters() -> [Int32] {
        guard !pendingDeltas.isEmpty else { return [] }
        var touched: [Int32] = []
        let changes = pendingDeltas
        pendingDeltas.removeAll(keepingCapacity: true)
        if stamps.count < rows.count { stamps += [UInt32](repeating: 0, count: rows.count - stamps.count) }
        for change in changes {
            stamp &+= 1
            if stamp == 0 { stamps = [UInt32](repeating: 0, count: stamps.count); stamp = 1 }
            let p = Int(change.symbol)
            var kept: [Int32] = []
            kept.reserveCapacity(columns[p].count)
            for r in columns[p] where Int(r) < rows.count && stamps[Int(r)] != stamp {
                stamps[Int(r)] = stamp
                let c = rows[Int(r)].coefficient(of: change.symbol)
                guard c != 0 else { continue }
                kept.append(r)
                rows[Int(r)].constant += c * change.delta
                touched.append(r)
            }
            columns[p] = kept
            for k in objectives.indices {
                let c = objectives[k].coefficient(of: change.symbol)
                if c != 0 { objectives[k].constant += c * change.delta }
            }
        }
        return touched
    }

    /// Re-solves after `set(_:to:)`: a dual simplex from the last optimal basis.
    public mutating func solve() -> SolveResult {
        let touched = applyPendingParameters()
        stepsLeft = 20_000 + 50 * rows.count
        var infeasible: [Int32] = []
        for r in touched {
            let s = rowSymbol[Int(r)]
            let constant = rows[Int(r)].constant
            if kinds[Int(s)] == .dummy && !Self.nearZero(constant) { return .infeasible }
            if isRestricted(s) && constant < -Self.epsilon { infeasible.append(s) }
        }
        while let leaving = infeasible.popLast() {
            let r = Int(rowOf[Int(leaving)])
            guard r >= 0, rows[r].constant < -Self.epsilon else { continue }
            var entering: Int32 = -1
            var bestRatio: [Double] = []
            for (s, c) in rows[r].terms where c > Self.epsilon && canEnter(s) {
                let ratio = costs(of: s).map { $0 / c }
                if entering < 0 || Self.lexLess(ratio, bestRatio) {
                    entering = s
                    bestRatio = ratio
                }
            }
            guard entering >= 0 else { return .infeasible }
            stepsLeft -= 1
            guard stepsLeft > 0 else { return .infeasible }
            pivot(row: r, entering: entering)
            for k in rows.indices where isRestricted(rowSymbol[k]) && rows[k].constant < -Self.epsilon {
                if !infeasible.contains(rowSymbol[k]) { infeasible.append(rowSymbol[k]) }
            }
        }
        return .solved
    }

    // MARK: Ambiguity

    /// The variables the constraints and priorities leave undetermined: those that can move along
    /// a direction that keeps every required constraint and every priority level's error as it is.
    /// At an optimal basis such a direction is a non-basic symbol with zero reduced cost at every
    /// level that can actually move (a free variable, or a slack or error whose increase no
    /// restricted row blocks at once).
    public func ambiguousVariables() -> Set<Int32> {
        Set(ambiguities().keys)
    }

    /// Why a variable is ambiguous: the direction that moves it.
    public struct Ambiguity: Sendable, Equatable {
        /// A variable that no constraint holds moves it (a constraint is missing).
        public var free = false
        /// The constraints whose error or slack moves it without cost (optional constraints of
        /// equal priority pulling apart, an inequality with room), by tag, in the order met.
        public var tags: [Int] = []
    }

    /// `ambiguousVariables`, each with what moves it.
    public func ambiguities() -> [Int32: Ambiguity] {
        ambiguities(ambiguityCandidates())
    }

    /// The directions `ambiguities` looks along, read off the basis: each non-basic symbol with zero
    /// reduced cost at every level, the variables it moves, and the restricted rows that could stop
    /// it at once. Whether such a row does stop it depends on the row's constant (a degenerate row,
    /// at 0, does), and so on the parameters: an inequality that is tight on one screen has room on
    /// a wider one with the same basis (a re-solve for the next device often pivots not at all).
    /// Valid for this solver while `basisVersion` is unchanged; `ambiguities(_:)` applies it to the
    /// current constants.
    public struct AmbiguityCandidates: Sendable {
        /// `basisVersion` when they were read off.
        public let basisVersion: Int
        let moves: [Move]
    }

    struct Move: Sendable {
        let symbol: Int32
        let isExternal: Bool
        /// The constraint whose slack or error it is, by tag; nil for a variable (nothing holds it).
        let tag: Int?
        /// Restricted basic rows that fall as it grows (row, its coefficient there, < 0).
        let blockers: [(row: Int32, coefficient: Double)]
        /// The external variables basic in the rows it appears in: those it moves.
        let moved: [Int32]
        /// How fast the fastest of them moves as it grows: the largest coefficient of it in their rows.
        let reach: Double
    }

    public func ambiguityCandidates() -> AmbiguityCandidates {
        var moves: [Move] = []
        for s in kinds.indices where rowOf[s] < 0 {
            let symbol = Int32(s)
            let kind = kinds[s]
            guard kind == .external || kind == .slack || kind == .error else { continue }
            guard objectives.allSatisfy({ Self.nearZero($0.coefficient(of: symbol)) }) else { continue }
            var rowsWithSymbol: [Int] = []
            for r in columns[s] where Int(r) < rows.count && !rowsWithSymbol.contains(Int(r))
                && !Self.nearZero(rows[Int(r)].coefficient(of: symbol)) {
                rowsWithSymbol.append(Int(r))
            }
            var blockers: [(row: Int32, coefficient: Double)] = []
            if kind != .external {
                // Only an unused marker (a constraint that was never added) moves nothing.
                if rowsWithSymbol.isEmpty { continue }
                for r in rowsWithSymbol where isRestricted(rowSymbol[r]) {
                    let c = rows[r].coefficient(of: symbol)
                    if c < 0 { blockers.append((Int32(r), c)) }
                }
            }
            let tag = kind == .external || owner[s] < 0 ? nil : records[Int(owner[s])].tag
            let movedRows = rowsWithSymbol.filter { kinds[Int(rowSymbol[$0])] == .external }
            let moved = movedRows.map { rowSymbol[$0] }
            let reach = movedRows.reduce(0) { max($0, abs(rows[$1].coefficient(of: symbol))) }
            moves.append(Move(symbol: symbol, isExternal: kind == .external, tag: tag, blockers: blockers, moved: moved, reach: reach))
        }
        return AmbiguityCandidates(basisVersion: basisVersion, moves: moves)
    }

    /// `ambiguities()` from candidates read off this basis (`ambiguityCandidates()`), with the
    /// current constants: a restricted symbol only increases, and a degenerate row blocking it at
    /// once means it cannot move.
    public func ambiguities(_ candidates: AmbiguityCandidates) -> [Int32: Ambiguity] {
        precondition(candidates.basisVersion == basisVersion, "ambiguity candidates of another basis")
        var ambiguous: [Int32: Ambiguity] = [:]
        for move in candidates.moves {
            // Blocked when a restricted row stops it before any variable it moves has moved by
            // `Solver.movementTolerance`: a frame that can move by less is not open (two labels that
            // fill a box to within a spec's rounding, 58.500000333 pt for 58.5, do not tie).
            if move.blockers.contains(where: { rows[Int($0.row)].constant / -$0.coefficient * move.reach < Self.movementTolerance }) { continue }
            if move.isExternal { ambiguous[move.symbol, default: Ambiguity()].free = true }
            for variable in move.moved {
                if let tag = move.tag {
                    if !(ambiguous[variable]?.tags.contains(tag) ?? false) { ambiguous[variable, default: Ambiguity()].tags.append(tag) }
                } else {
                    ambiguous[variable, default: Ambiguity()].free = true
                }
            }
        }
        return ambiguous
    }
}

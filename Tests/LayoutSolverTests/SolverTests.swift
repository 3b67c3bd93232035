import LayoutSolver
import Testing

/// Small systems whose answers are worked out by hand.
struct SolverTests {
    typealias E = Solver.Expression

    @Test func equalitiesChainThroughVariables() {
        var s = Solver()
        let x = s.newVariable(), w = s.newVariable()
        #expect(s.add(.init(E(x) + (-16), .equal, tag: 1)) == .added)       // x = 16
        #expect(s.add(.init(E(x) + E(w) + (-359), .equal, tag: 2)) == .added)  // x + w = 359
        #expect(abs(s.value(of: x) - 16) < 1e-9)
        #expect(abs(s.value(of: w) - 343) < 1e-9)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func inequalityIsActiveOnlyWhenItBinds() {
        var s = Solver()
        let w = s.newVariable()
        #expect(s.add(.init(E(w) + (-44), .greaterOrEqual, tag: 1)) == .added)   // w >= 44
        #expect(s.add(.init(E(w) + (-20), .equal, priority: 750, tag: 2)) == .added)  // w = 20 @750
        #expect(abs(s.value(of: w) - 44) < 1e-9)
        var t = Solver()
        let v = t.newVariable()
        #expect(t.add(.init(E(v) + (-44), .greaterOrEqual, tag: 1)) == .added)
        #expect(t.add(.init(E(v) + (-60), .equal, priority: 750, tag: 2)) == .added)
        #expect(abs(t.value(of: v) - 60) < 1e-9)
    }

    @Test func higherPriorityWinsWhateverTheSizes() {
        // Lexicographic: one point of a 751 error outweighs any amount of 750 error, which a
        // weighted sum would not guarantee.
        var s = Solver()
        let a = s.newVariable(), b = s.newVariable()
        #expect(s.add(.init(E(a) - E(b), .equal, tag: 0)) == .added)
        #expect(s.add(.init(E(a) + (-1), .equal, priority: 751, tag: 1)) == .added)
        #expect(s.add(.init(E(a) + (-1000), .equal, priority: 750, tag: 2)) == .added)
        #expect(s.add(.init(E(b) + (-1000), .equal, priority: 750, tag: 3)) == .added)
        #expect(abs(s.value(of: a) - 1) < 1e-9)
    }

    @Test func agreeingRequiredConstraintsAreNoConflict() {
        var s = Solver()
        let w = s.newVariable()
        #expect(s.add(.init(E(w) + (-120), .equal, tag: 1)) == .added)
        #expect(s.add(.init(E(w) + (-120), .greaterOrEqual, tag: 2)) == .added)
        #expect(s.add(.init(E(w) + (-120), .equal, tag: 3)) == .added)
        #expect(abs(s.value(of: w) - 120) < 1e-9)
    }

    @Test func contradictingRequiredConstraintsNameEachOther() {
        var s = Solver()
        let x = s.newVariable(), w = s.newVariable()
        #expect(s.add(.init(E(x) + (-16), .equal, tag: 10)) == .added)
        #expect(s.add(.init(E(w) + (-100), .equal, tag: 11)) == .added)
        #expect(s.add(.init(E(x) + E(w) + (-300), .equal, tag: 12)) == .unsatisfiable(with: [10, 11]))
        // The tableau is intact: the broken constraint is simply absent.
        #expect(abs(s.value(of: x) - 16) < 1e-9)
        #expect(abs(s.value(of: w) - 100) < 1e-9)
        #expect(s.add(.init(E(w) + (-200), .greaterOrEqual, tag: 13)) == .unsatisfiable(with: [11]))
    }

    @Test func parametersResolveWithoutRebuilding() {
        var s = Solver()
        let screen = s.newParameter(375)
        let x = s.newVariable(), w = s.newVariable()
        var right = E(x) + E(w)
        right.add(screen, -1)
        #expect(s.add(.init(E(x) + (-16), .equal, tag: 1)) == .added)
        #expect(s.add(.init(right + 16, .equal, tag: 2)) == .added)         // x + w = screen - 16
        #expect(s.add(.init(E(w) + (-400), .lessOrEqual, tag: 3)) == .added)  // w <= 400
        #expect(abs(s.value(of: w) - 343) < 1e-9)
        s.set(screen, to: 430)
        #expect(s.solve() == .solved)
        #expect(abs(s.value(of: w) - 398) < 1e-9)
        s.set(screen, to: 500)   // w would be 468 > 400: required constraints contradict
        #expect(s.solve() == .infeasible)
    }

    @Test func optionalInequalityGivesWayUnderParameters() {
        var s = Solver()
        let space = s.newParameter(100)
        let w = s.newVariable()
        var fits = E(w)
        fits.add(space, -1)
        #expect(s.add(.init(fits, .lessOrEqual, tag: 1)) == .added)                         // w <= space
        #expect(s.add(.init(E(w) + (-80), .greaterOrEqual, priority: 750, tag: 2)) == .added)  // compression
        #expect(s.add(.init(E(w) + (-80), .lessOrEqual, priority: 250, tag: 3)) == .added)     // hugging
        #expect(abs(s.value(of: w) - 80) < 1e-9)
        s.set(space, to: 50)
        #expect(s.solve() == .solved)
        #expect(abs(s.value(of: w) - 50) < 1e-9)
        s.set(space, to: 300)
        #expect(s.solve() == .solved)
        #expect(abs(s.value(of: w) - 80) < 1e-9)
    }

    @Test func ambiguityFindsFreeAndTiedVariables() {
        var s = Solver()
        let x = s.newVariable(), w = s.newVariable(), y = s.newVariable()
        #expect(s.add(.init(E(w) + (-50), .equal, tag: 1)) == .added)
        #expect(s.add(.init(E(x) + (-10), .greaterOrEqual, tag: 2)) == .added)   // x >= 10, nothing else
        let ambiguous = s.ambiguousVariables()
        #expect(ambiguous.contains(x.id))
        #expect(!ambiguous.contains(w.id))
        #expect(ambiguous.contains(y.id))   // never constrained at all
        // Two equal-priority wishes pulling apart: a tie.
        var t = Solver()
        let a = t.newVariable()
        #expect(t.add(.init(E(a) + (-10), .equal, priority: 500, tag: 1)) == .added)
        #expect(t.add(.init(E(a) + (-20), .equal, priority: 500, tag: 2)) == .added)
        #expect(t.ambiguousVariables().contains(a.id))
        // Unequal priorities decide it.
        var u = Solver()
        let b = u.newVariable()
        #expect(u.add(.init(E(b) + (-10), .equal, priority: 500, tag: 1)) == .added)
        #expect(u.add(.init(E(b) + (-20), .equal, priority: 501, tag: 2)) == .added)
        #expect(u.ambiguousVariables().isEmpty)
        #expect(abs(u.value(of: b) - 20) < 1e-9)
    }

    @Test func ambiguityFollowsTheParametersAsWellAsTheBasis() {
        // w >= 335 and w <= space - 40: decided while the space is 375, open once it is 414. The
        // re-solve keeps the basis (no pivot), so what depends on the basis alone may be kept, but
        // not whether a degenerate row blocks a direction: that reads the constants.
        var s = Solver()
        let space = s.newParameter(375)
        let w = s.newVariable()
        var room = E(w) + 40
        room.add(space, -1)
        #expect(s.add(.init(E(w) + (-335), .greaterOrEqual, tag: 1)) == .added)
        #expect(s.add(.init(room, .lessOrEqual, tag: 2)) == .added)
        let candidates = s.ambiguityCandidates()
        #expect(s.ambiguities(candidates).isEmpty)
        s.set(space, to: 414)
        #expect(s.solve() == .solved)
        #expect(s.basisVersion == candidates.basisVersion)
        #expect(s.ambiguities(candidates).keys.contains(w.id))
        #expect(s.ambiguities(candidates) == s.ambiguities())
        s.set(space, to: 375)
        #expect(s.solve() == .solved)
        #expect(s.ambiguities(candidates).isEmpty)
    }

    // MARK: A size held at both sides by different priorities

    /// `x == 50` with its excess at `hugging` and its shortfall at `resistance`, against `x <= 50 @hugging`
    /// and `x >= 50 @resistance`, pulled by a wish `x == target @wish`: the same answer every time.
    static func sized(twoSided: Bool, hugging: Int, resistance: Int, wish: (target: Double, priority: Int)) -> Double {
        var s = Solver()
        let x = s.newVariable()
        let size = E(x) + (-50)
        if twoSided {
            #expect(s.add(.init(size, equalTo: hugging, tag: 1, shortfallPriority: resistance, shortfallTag: 2)) == .added)
        } else {
            #expect(s.add(.init(size, .lessOrEqual, priority: hugging, tag: 1)) == .added)
            #expect(s.add(.init(size, .greaterOrEqual, priority: resistance, tag: 2)) == .added)
        }
        #expect(s.add(.init(E(x) + (-wish.target), .equal, priority: wish.priority, tag: 3)) == .added)
        return s.value(of: x)
    }

    @Test(arguments: [(80.0, 500, 80.0), (80.0, 200, 50.0), (20.0, 500, 50.0), (20.0, 800, 20.0), (80.0, 800, 80.0), (20.0, 250, 50.0)])
    func aTwoSidedEqualityStretchesAndShrinksAsItsTwoInequalitiesDo(_ target: Double, _ wish: Int, _ expected: Double) {
        // Hugging 250, resistance 750: a wish above 250 stretches it, only one above 750 squeezes it.
        let twoSided = Self.sized(twoSided: true, hugging: 250, resistance: 750, wish: (target, wish))
        let split = Self.sized(twoSided: false, hugging: 250, resistance: 750, wish: (target, wish))
        #expect(abs(twoSided - expected) < 1e-9)
        #expect(abs(split - expected) < 1e-9)
    }

    @Test(arguments: [(750, 250, 80.0, 500, 50.0), (750, 250, 20.0, 500, 20.0), (500, 500, 80.0, 600, 80.0), (500, 500, 20.0, 400, 50.0)])
    func aTwoSidedEqualityWithHuggingAboveOrEqualToResistance(_ hugging: Int, _ resistance: Int, _ target: Double, _ wish: Int,
                                                               _ expected: Double) {
        // The levels made the other way round (hugging the higher), and both sides at one level.
        let twoSided = Self.sized(twoSided: true, hugging: hugging, resistance: resistance, wish: (target, wish))
        let split = Self.sized(twoSided: false, hugging: hugging, resistance: resistance, wish: (target, wish))
        #expect(abs(twoSided - expected) < 1e-9)
        #expect(abs(split - expected) < 1e-9)
    }

    @Test func aTwoSidedEqualityNamesTheSideThatGivesWay() {
        // Two sizes of 50 in a required 90, both resisting at 750: one of them shrinks by 10, and
        // nothing says which. The free direction is a shortfall's: the ambiguity names the
        // resistance tags (2, 4), not the hugging ones (1, 3).
        var s = Solver()
        let a = s.newVariable(), b = s.newVariable()
        #expect(s.add(.init(E(a) + (-50), equalTo: 250, tag: 1, shortfallPriority: 750, shortfallTag: 2)) == .added)
        #expect(s.add(.init(E(b) + (-50), equalTo: 250, tag: 3, shortfallPriority: 750, shortfallTag: 4)) == .added)
        #expect(s.add(.init(E(a) + E(b) + (-90), .equal, tag: 5)) == .added)
        #expect(abs(s.value(of: a) + s.value(of: b) - 90) < 1e-9)
        let tags = Set(s.ambiguities().values.flatMap(\.tags))
        #expect(!tags.isEmpty && tags.isSubset(of: [2, 4]), "\(s.ambiguities())")
    }

    @Test(arguments: [(52.0000003, false), (52.005, false), (52.5, true), (51.5, true)])
    func aTieCountsOnlyWhereAViewCanMoveByAHundredthOfAPoint(_ total: Double, _ open: Bool) {
        // Heights of 21 and 31 (hugging 250, resistance 750) in a required total: 52.0000003 is a
        // spec's rounding (58.500000333 for 58.5), not room for either to stretch.
        var s = Solver()
        let a = s.newVariable(), b = s.newVariable()
        #expect(s.add(.init(E(a) + (-21), equalTo: 250, tag: 1, shortfallPriority: 750, shortfallTag: 2)) == .added)
        #expect(s.add(.init(E(b) + (-31), equalTo: 250, tag: 3, shortfallPriority: 750, shortfallTag: 4)) == .added)
        #expect(s.add(.init(E(a) + E(b) + (-total), .equal, tag: 5)) == .added)
        #expect(s.ambiguities().isEmpty == !open, "\(s.ambiguities())")
    }

    @Test func aColumnAtItsIntrinsicHeightsTakesNoStepForTheContentSizeWish() {
        // A scroll view's content view sized by a column of labels, each held at its 21-pt height
        // by hugging (250) and resistance (750), its content height wished equal to the screen at
        // the weakest priority. The wish cannot move any label; with the two sides of each label as
        // two inequalities the simplex still stepped through every label's hugging slack (300 steps
        // here, each rewriting the rows of the labels below: the cube of the column's length).
        var s = Solver()
        let count = 300
        var adds = 0
        func add(_ c: Solver.Constraint) { #expect(s.add(c) == .added); adds += 1 }
        let content = s.newVariable()
        var bottom = E(0)
        for i in 0..<count {
            let top = s.newVariable(), height = s.newVariable()
            add(.init(E(top) - (bottom + 8), .equal, tag: 10 * i))
            add(.init(E(height) + (-21), equalTo: 250, tag: 10 * i + 1, shortfallPriority: 750, shortfallTag: 10 * i + 2))
            bottom = E(top) + E(height)
        }
        add(.init(E(content) - (bottom + 8), .equal, tag: -1))
        add(.init(E(content) + (-667), .equal, priority: 1, tag: -2))
        #expect(abs(s.value(of: content) - Double(count * 29 + 8)) < 1e-6)
        #expect(s.basisVersion - adds < 5, "\(s.basisVersion - adds) simplex steps")
    }
}

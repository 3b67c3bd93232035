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
}

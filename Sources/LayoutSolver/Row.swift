/// A row of the tableau: `constant + Σ coefficient × symbol`, its terms kept sorted by symbol so
/// that rows combine by merging and a look-up is a binary search. Deterministic by construction:
/// no hashing decides an order anywhere in the solver.
struct Row {
    var constant: Double
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isConstant: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The position of `symbol` among the terms, or where it would go.
    @inline(__always) private func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    func coefficient(of symbol: Int32) -> Double {
        let (k, found) = position(of: symbol)
        return found ? coefficients[k] : 0
    }

    /// Adds `coefficient × symbol`; a term that cancels out is removed.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        let (k, found) = position(of: symbol)
        if found {
            let sum = coefficients[k] + coefficient
            if Solver.nearZero(sum) {
                symbols.remove(at: k)
                coefficients.remove(at: k)
            } else {
                coefficients[k] = sum
            }
        } else if !Solver.nearZero(coefficient) {
            symbols.insert(symbol, at: k)
            coefficients.insert(coefficient, at: k)
        }
    }

    mutating func remove(_ symbol: Int32) {
        let (k, found) = position(of: symbol)
        if found {
            symbols.remove(at: k)
            coefficients.remove(at: k)
        }
    }

    /// `self += other × factor`, merging the two sorted term lists. `inserted` hears of each symbol
    /// that was not in this row before (the tableau keeps its column lists with it).
    mutating func add(_ other: Row, times factor: Double, inserted: (Int32) -> Void = { _ in }) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        var mergedSymbols: [Int32] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i]); mergedCoefficients.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let c = other.coefficients[j] * factor
                if !Solver.nearZero(c) {
                    mergedSymbols.append(other.symbols[j]); mergedCoefficients.append(c)
                    inserted(other.symbols[j])
                }
                j += 1
            } else {
                let c = coefficients[i] + other.coefficients[j] * factor
                if !Solver.nearZero(c) { mergedSymbols.append(symbols[i]); mergedCoefficients.append(c) }
                i += 1; j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// The row reads `0 = self`; afterwards it reads `symbol = self`.
    mutating func solve(for symbol: Int32) {
        let (k, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / coefficients[k]
        symbols.remove(at: k)
        coefficients.remove(at: k)
        scale(by: factor)
    }

    /// The row reads `lhs = self`; afterwards it reads `rhs = self`.
    mutating func solve(_ lhs: Int32, for rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression, if this row holds it.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row, inserted: (Int32) -> Void = { _ in }) -> Bool {
        let (k, found) = position(of: symbol)
        guard found else { return false }
        let c = coefficients[k]
        symbols.remove(at: k)
        coefficients.remove(at: k)
        add(row, times: c, inserted: inserted)
        return true
    }

    /// The terms, in symbol order.
    var terms: Zip2Sequence<[Int32], [Double]> { zip(symbols, coefficients) }
}

/// Which of many byte strings (keys) occur in a text, told in one pass over the text however
/// many keys there are: the Aho–Corasick automaton. `GlobIndex` files each pattern under a run
/// of literal text every path it matches holds, and reads a path once to find the runs it holds.
///
/// Each node stands for a prefix of some key (node 0 for the empty one). Reading a byte follows
/// the node's edge for it, or else falls back to the longest proper suffix of the node's text
/// that is a node too, and tries again: a text costs its bytes, and the fallbacks taken never
/// outnumber them.
struct SubstringAutomaton: Sendable {
    /// The edges: the child of `node` by `byte` at `node << 8 | byte`.
    private let edges: [Int: Int32]
    /// Per node, the node of the longest proper suffix of its text (the root for one byte).
    private let fallback: [Int32]
    /// Per node, the longest suffix of its text, itself included, that is a key, or -1.
    private let keySuffix: [Int32]

    /// The automaton for `keys` (none of them empty).
    init(_ keys: some Sequence<[UInt8]>) {
        var edges: [Int: Int32] = [:]
        var parent: [Int32] = [0], byte: [UInt8] = [0], depth: [Int] = [0], isKey = [false]
        for key in keys {
            var node: Int32 = 0
            for next in key {
                let edge = Int(node) << 8 | Int(next)
                if let child = edges[edge] {
                    node = child
                    continue
                }
                let child = Int32(parent.count)
                edges[edge] = child
                parent.append(node)
                byte.append(next)
                depth.append(depth[Int(node)] + 1)
                isKey.append(false)
                node = child
            }
            isKey[Int(node)] = true
        }
        // Shallower nodes first: a node's fallback is found from its parent's, which is shallower,
        // and is itself shallower than the node.
        var byDepth = [[Int]](repeating: [], count: (depth.max() ?? 0) + 1)
        for node in parent.indices { byDepth[depth[node]].append(node) }
        var fallback = [Int32](repeating: 0, count: parent.count)
        var keySuffix = [Int32](repeating: -1, count: parent.count)
        for node in byDepth.joined() where node != 0 {
            if depth[node] > 1 {
                fallback[node] = Self.step(edges, fallback, from: fallback[Int(parent[node])], byte[node])
            }
            keySuffix[node] = isKey[node] ? Int32(node) : keySuffix[Int(fallback[node])]
        }
        self.edges = edges
        self.fallback = fallback
        self.keySuffix = keySuffix
    }

    /// The node standing for `key`, when it was one of the keys.
    func node(of key: [UInt8]) -> Int32? {
        var node: Int32 = 0
        for byte in key {
            guard let child = edges[Int(node) << 8 | Int(byte)] else { return nil }
            node = child
        }
        return keySuffix[Int(node)] == node ? node : nil
    }

    /// Whether `found` returns true for one of the keys occurring in `text`, each asked about
    /// once (by its node), in the order their ends come in the text.
    func containsKey(in text: [UInt8], where found: (Int32) -> Bool) -> Bool {
        var node: Int32 = 0
        var asked: Set<Int32> = []
        for byte in text {
            node = Self.step(edges, fallback, from: node, byte)
            // The keys ending here, longest first. One asked already was asked with every key
            // after it (each a suffix of it), so the walk stops there: each key is asked once,
            // however many of them end at each byte.
            var key = keySuffix[Int(node)]
            while key >= 0, asked.insert(key).inserted {
                if found(key) { return true }
                key = keySuffix[Int(fallback[Int(key)])]
            }
        }
        return false
    }

    /// The node reached from `node` by reading `byte`.
    private static func step(_ edges: [Int: Int32], _ fallback: [Int32], from node: Int32, _ byte: UInt8) -> Int32 {
        var node = node
        while true {
            if let child = edges[Int(node) << 8 | Int(byte)] { return child }
            if node == 0 { return 0 }
            node = fallback[Int(node)]
        }
    }
}

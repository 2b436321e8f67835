// MARK: - String literals

extension Lexer {
    /// Lexes a string literal whose opening `"` is at `position`; `start` is where its `#`s began.
    mutating func lexString(hashes: Int, start: Int) {
        var multiline = false
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            multiline = !(hashes > 0 && rawStringClosesOnItsLine(opening: position, hashes: hashes))
        }
        position += multiline ? 3 : 1
        lexStringBody(StringDelimiter(hashes: hashes, multiline: multiline), segmentStart: start, isFirstSegment: true)
    }

    /// Lexes string content up to its closing delimiter or to the next interpolation.
    ///
    /// An interpolation pushes its string's delimiter and hands back to the main loop, which
    /// lexes the code inside as ordinary tokens until the matching `)` (see `lexRightParen`).
    mutating func lexStringBody(_ delimiter: StringDelimiter, segmentStart: Int, isFirstSegment: Bool) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\\"):
                guard hashesFollow(at: position + 1, count: delimiter.hashes) else {
                    position += 1 // a plain backslash in a raw string
                    continue
                }
                let escaped = position + 1 + delimiter.hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    emitStringPiece(from: segmentStart, isFirst: isFirstSegment, isLast: false)
                    let open = position
                    position = escaped + 1
                    emit(.interpolationOpen, from: open)
                    interpolations.append(Interpolation(delimiter: delimiter))
                    return
                }
                // Skip the escaped byte: `\"` does not close, `\` + line break continues the line.
                position = escaped
                if position < bytes.count {
                    let isCRLF = bytes[position] == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")
                    position += isCRLF ? 2 : 1
                }
            case UInt8(ascii: "\""):
                if delimiter.multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
                       hashesFollow(at: position + 3, count: delimiter.hashes) {
                        position += 3 + delimiter.hashes
                        return emitStringPiece(from: segmentStart, isFirst: isFirstSegment, isLast: true)
                    }
                } else if hashesFollow(at: position + 1, count: delimiter.hashes) {
                    position += 1 + delimiter.hashes
                    return emitStringPiece(from: segmentStart, isFirst: isFirstSegment, isLast: true)
                }
                position += 1
            case UInt8(ascii: "\n") where !delimiter.multiline, UInt8(ascii: "\r") where !delimiter.multiline:
                // Unterminated: swiftc ends a one-line string at the line break and goes on.
                return emitStringPiece(from: segmentStart, isFirst: isFirstSegment, isLast: true)
            default:
                position += 1
            }
        }
        emitStringPiece(from: segmentStart, isFirst: isFirstSegment, isLast: true)
    }

    /// Whether the line of a raw string's opening `"` (at `quote`, followed by two more) holds a
    /// `"` followed by the string's `#`s: then, as swiftc and swift-syntax decide it, the
    /// string is a one-line literal that starts with quotes (`#"""#` holds one `"`, `#"""""#`
    /// three, `###"""abc"###` two and `abc`), not a multi-line opener. The search starts at
    /// the third quote, as theirs does, and reads no escapes.
    ///
    /// Openers nested in interpolations on one line (`#"""\#(#"""\#(…`) each ask about the
    /// same bytes, with counts of `#`s of their own: the line is read once, at its first
    /// opener's question, and that reading answers every later one on the line (`RawLineCloses`).
    /// Not private: `HostileShapesLexerTests` asks it what the plain scan answers.
    mutating func rawStringClosesOnItsLine(opening quote: Int, hashes: Int) -> Bool {
        let from = quote + 2
        if let closes = rawLineCloses, closes.covers(from) {
            return closes.holdsClose(from: from, hashes: hashes)
        }
        let closes = RawLineCloses(bytes: bytes, from: from)
        rawLineCloses = closes
        return closes.holdsClose(from: from, hashes: hashes)
    }

    func hashesFollow(at index: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func emitStringPiece(from start: Int, isFirst: Bool, isLast: Bool) {
        if isFirst && isLast {
            emit(.string, from: start)
        } else if position > start {
            emit(.stringSegment, from: start)
        }
    }
}

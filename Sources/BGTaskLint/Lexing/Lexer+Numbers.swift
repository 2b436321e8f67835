// MARK: - Number literals

extension Lexer {
    /// Integer and floating-point literals in every radix, with `_` separators and exponents.
    ///
    /// After a `.` no fraction is taken, so `pair.0.1` is a tuple-index chain, not `0.1`; a `.`
    /// not followed by a digit is left alone, so `1...5` and `5.description` lex as swiftc does.
    mutating func lexNumber() {
        let start = position
        let afterPeriod = tokens.lastIs(.period)
        if bytes[position] == UInt8(ascii: "0"), let radix = peek(1),
           radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            position += 2
            if radix == UInt8(ascii: "x") {
                skip(whileClass: ByteClass.hexDigit | ByteClass.digitSeparator)
                if !afterPeriod, peek(0) == UInt8(ascii: "."), let next = peek(1), Lexer.isHexDigit(next) {
                    // `0xFF.description` is an integer and a member, not the fraction `.d…`:
                    // swiftc keeps a hex fraction only when a `p` exponent follows it or its
                    // first digit is a decimal digit (then a missing exponent is an error).
                    let dot = position
                    position += 1
                    skip(whileClass: ByteClass.hexDigit | ByteClass.digitSeparator)
                    let hasExponent = peek(0) == UInt8(ascii: "p") || peek(0) == UInt8(ascii: "P")
                    if !hasExponent && !Lexer.isDecimalDigit(next) { position = dot }
                }
                if let marker = peek(0), marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") {
                    skipExponent()
                }
            }
        } else {
            skip(whileClass: ByteClass.decimalDigit | ByteClass.digitSeparator)
            if !afterPeriod, peek(0) == UInt8(ascii: "."), let next = peek(1), Lexer.isDecimalDigit(next) {
                position += 1
                skip(whileClass: ByteClass.decimalDigit | ByteClass.digitSeparator)
            }
            if let marker = peek(0), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
                skipExponent()
            }
        }
        // Letters glued to a number (`1abc`, `0b102`) are part of the same invalid literal.
        skipIdentifierBody()
        emit(.number, from: start)
    }

    private mutating func skipExponent() {
        position += 1
        if let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
        skip(whileClass: ByteClass.decimalDigit | ByteClass.digitSeparator)
    }

    static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}

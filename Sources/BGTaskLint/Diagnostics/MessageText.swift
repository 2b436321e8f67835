/// A finding's message (or a note's), bounded in length whatever names it quotes.
///
/// Messages quote names taken from the source, and a name can be as long as its file. One long
/// name quoted by every finding made the report quadratic in the input: a helper whose receiver
/// was named with 64 KB, called from 4,096 handlers, printed 1 GB of findings. No name in real
/// code comes near the limits below, so real messages pass unchanged.
enum MessageText {
    /// The longest word (a run of characters other than blanks and `'`, which is how messages
    /// quote names) kept whole, in UTF-8 bytes; a longer one keeps its two ends.
    static let longestWord = 128
    /// The longest message kept whole, in UTF-8 bytes, once its words are bounded: only a name
    /// broken by blanks (a raw identifier, `` `a b c` ``) gets past the bound on words.
    static let longestMessage = 2_048

    /// A name as a message quotes it: shortened past `longestWord`. For text made once and quoted
    /// by many findings (a helper's long work, quoted by every handler calling the helper), where
    /// bounding each message only after it was made would still copy the whole name each time.
    static func name(_ name: String) -> String {
        shortened(name, to: longestWord)
    }

    static func bounded(_ message: String) -> String {
        guard message.utf8.count > longestMessage || holdsLongWord(message) else { return message }
        var result = ""
        var word = ""
        for character in message {
            if isBreak(character) {
                result += shortened(word, to: longestWord)
                result.append(character)
                word = ""
            } else {
                word.append(character)
            }
        }
        result += shortened(word, to: longestWord)
        return shortened(result, to: longestMessage)
    }

    private static func isBreak(_ character: Character) -> Bool {
        character == " " || character == "'" || character == "\t" || character == "\n"
    }

    /// Whether some word is longer than `longestWord`, on bytes: every message is asked, and
    /// nearly none has such a word.
    private static func holdsLongWord(_ message: String) -> Bool {
        var run = 0
        for byte in message.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                run = 0
            } else {
                run += 1
                if run > longestWord { return true }
            }
        }
        return false
    }

    /// `text` whole when it has at most `limit` UTF-8 bytes; otherwise its first and last
    /// characters, at most `limit` bytes in all, around an ellipsis. Cut between characters, so
    /// no character is split.
    static func shortened(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        let half = (limit - "…".utf8.count) / 2
        return String(leading(text, bytes: half)) + "…" + String(leading(text.reversed(), bytes: half).reversed())
    }

    /// The first characters of `characters` that fit in `bytes` UTF-8 bytes.
    private static func leading(_ characters: some Sequence<Character>, bytes: Int) -> [Character] {
        var kept: [Character] = []
        var used = 0
        for character in characters {
            used += character.utf8.count
            guard used <= bytes else { break }
            kept.append(character)
        }
        return kept
    }
}

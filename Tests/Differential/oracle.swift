// Differential-lexing oracle: parses Swift files with the toolchain's SwiftParser and prints,
// per file, normalized tokens and brace structure. Built by run-differential.sh, never by
// `swift build` (the package itself has no dependencies).
//
// Output, per file:
//   F <path>
//   T <start> <end> <kind>     one line per normalized token, byte offsets
//   B <open> <close> <kind>    one line per `{`: offset of `{`, of its `}` (-1 if missing), kind
//   E                          end of file
// Kinds: word number str strseg interp-open interp-close regex op { } ( ) [ ] , : ; . \ #dir #kw
// attr unknown. Brace kinds: type function closure block other.
import Foundation
import SwiftParser
import SwiftSyntax

struct OutToken {
    var start: Int
    var end: Int
    var kind: String
}

final class Collector: SyntaxVisitor {
    var tokens: [OutToken] = []
    var braces: [(Int, Int, String)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    private func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let literalStart = start(node)
        let literalEnd = end(node)
        let interpolations = node.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        if interpolations.isEmpty {
            tokens.append(OutToken(start: literalStart, end: literalEnd, kind: "str"))
            return .skipChildren
        }
        var segmentStart = literalStart
        for segment in interpolations {
            let open = start(segment.backslash)
            if open > segmentStart { tokens.append(OutToken(start: segmentStart, end: open, kind: "strseg")) }
            tokens.append(OutToken(start: open, end: end(segment.leftParen), kind: "interp-open"))
            walk(segment.expressions)
            if segment.rightParen.presence == .present {
                tokens.append(OutToken(start: start(segment.rightParen), end: end(segment.rightParen), kind: "interp-close"))
                segmentStart = end(segment.rightParen)
            } else {
                segmentStart = end(segment)
            }
        }
        if literalEnd > segmentStart { tokens.append(OutToken(start: segmentStart, end: literalEnd, kind: "strseg")) }
        return .skipChildren
    }

    /// Attribute arguments (`@available(*, message: "…")`) hold this simpler literal.
    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(OutToken(start: start(node), end: end(node), kind: "str"))
        return .skipChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(OutToken(start: start(node), end: end(node), kind: "regex"))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard token.presence == .present else { return .skipChildren }
        let kind: String
        switch token.tokenKind {
        case .identifier, .dollarIdentifier, .keyword, .wildcard: kind = "word"
        case .integerLiteral, .floatLiteral: kind = "number"
        case .binaryOperator, .prefixOperator, .postfixOperator, .equal, .arrow, .exclamationMark,
             .infixQuestionMark, .postfixQuestionMark, .prefixAmpersand, .ellipsis, .leftAngle, .rightAngle:
            kind = "op"
        case .leftBrace: kind = "{"; recordBrace(token)
        case .rightBrace: kind = "}"
        case .leftParen: kind = "("
        case .rightParen: kind = ")"
        case .leftSquare: kind = "["
        case .rightSquare: kind = "]"
        case .comma: kind = ","
        case .colon: kind = ":"
        case .colonColon: kind = "::" // a module selector, `Swift::max` (Swift 6.3)
        case .semicolon: kind = ";"
        case .period: kind = "."
        case .backslash: kind = "\\"
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation: kind = "#dir"
        case .poundAvailable, .poundUnavailable: kind = "#kw"
        case .pound: kind = "#"
        case .atSign: kind = "@"
        case .endOfFile: return .skipChildren
        case .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter, .stringSegment, .singleQuote:
            kind = "strpiece" // only outside a StringLiteralExpr (recovery): glued in `normalize`
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: kind = "regex"
        case .shebang: return .skipChildren
        default: kind = "unknown"
        }
        tokens.append(OutToken(start: start(token), end: end(token), kind: kind))
        return .skipChildren
    }

    private func recordBrace(_ token: TokenSyntax) {
        guard let parent = token.parent else { return }
        var kind = "other"
        var close: TokenSyntax?
        if let block = parent.as(CodeBlockSyntax.self) {
            close = block.rightBrace
            kind = Collector.owner(of: block.parent)
        } else if let members = parent.as(MemberBlockSyntax.self) {
            close = members.rightBrace; kind = "type"
        } else if let accessors = parent.as(AccessorBlockSyntax.self) {
            close = accessors.rightBrace; kind = "function"
        } else if let closure = parent.as(ClosureExprSyntax.self) {
            close = closure.rightBrace; kind = "closure"
        } else if let switchExpr = parent.as(SwitchExprSyntax.self) {
            close = switchExpr.rightBrace; kind = "block"
        } else if let group = parent.as(PrecedenceGroupDeclSyntax.self) {
            close = group.rightBrace
        }
        let closeOffset = close.flatMap { $0.presence == .present ? start($0) : nil } ?? -1
        braces.append((start(token), closeOffset, kind))
    }

    private static func owner(of node: Syntax?) -> String {
        guard let node else { return "other" }
        if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
            || node.is(AccessorDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) {
            return "function"
        }
        if node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(ForStmtSyntax.self)
            || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(DoStmtSyntax.self)
            || node.is(CatchClauseSyntax.self) || node.is(DeferStmtSyntax.self) {
            return "block"
        }
        return "other"
    }
}

/// Glues `@` + name and `#` + name as our lexer does (swift-syntax keeps them apart), and the
/// quote, segment and quote of a string literal that recovery left outside any literal node (in
/// code that does not compile: an array of calls missing its commas, AlphaWallet's `Dapps.swift`)
/// into the one string token the literal is everywhere else.
func normalize(_ raw: [OutToken]) -> [OutToken] {
    var out: [OutToken] = []
    var index = 0
    while index < raw.count {
        var token = raw[index]
        if token.kind == "@" || token.kind == "#", index + 1 < raw.count, raw[index + 1].kind == "word",
           raw[index + 1].start == token.end {
            token = OutToken(start: token.start, end: raw[index + 1].end, kind: token.kind == "@" ? "attr" : "#kw")
            index += 1
        }
        if token.kind == "strpiece" {
            token.kind = "str"
            while index + 1 < raw.count, raw[index + 1].kind == "strpiece", raw[index + 1].start == token.end {
                token.end = raw[index + 1].end
                index += 1
            }
        }
        out.append(token)
        index += 1
    }
    return out
}

var output = ""
let paths: [String]
if CommandLine.arguments.count > 1 {
    paths = Array(CommandLine.arguments.dropFirst())
} else {
    paths = (readLine(strippingNewline: true).map { first in [first] + Array(sequence(state: ()) { _ in readLine() }) }) ?? []
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let bytes = [UInt8](data)
    let collector = Collector()
    bytes.withUnsafeBufferPointer { buffer in collector.walk(Parser.parse(source: buffer)) }
    var text = "F \(path)\n"
    for token in normalize(collector.tokens) { text += "T \(token.start) \(token.end) \(token.kind)\n" }
    for brace in collector.braces { text += "B \(brace.0) \(brace.1) \(brace.2)\n" }
    text += "E\n"
    FileHandle.standardOutput.write(text.data(using: .utf8)!)
}

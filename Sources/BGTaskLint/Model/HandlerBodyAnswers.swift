/// The rules' answers about expiration-handler bodies, for every file of the run linted through
/// one index (`ModuleHandlerAnswers`).
///
/// Kept on the index, never in its shared state: what following a handler's helpers finds
/// depends on the index's settings (`endingHelpers`, `longWorkCalls`), and each distinct
/// settings lints through an index of its own.
final class HandlerBodyAnswers: Sendable {
    /// One rule's question about one body.
    struct Key: Hashable {
        /// The asking rule's id: each rule asks its own question, with its own type of answer.
        var question: String
        var body: DeclarationRef
    }

    private let answers = Memo<Key, any Sendable>()

    /// The answer to `question` about `body`, made by `make` unless known. Two files asking at
    /// once may both make it; the answers are pure, so both store the same one.
    func answer<Answer: Sendable>(_ question: String, about body: DeclarationRef, _ make: () -> Answer) -> Answer {
        answers.value(for: Key(question: question, body: body)) { make() } as! Answer
    }
}

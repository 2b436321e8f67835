/// Every rule the tool runs, in the order `rules.md` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        MissingEndInExpirationHandler.self,
        MissingInvalidReset.self,
        StrongSelfInExpirationHandler.self,
        LongWorkInExpirationHandler.self,
        MissingExpirationHandler.self,
        TaskNeverEnded.self,
        DiscardedTaskIdentifier.self,
        GlobalTaskIdentifier.self,
        MismatchedTaskIdentifier.self,
        NeverBegunTaskIdentifier.self,
        AsyncEndInExpirationHandler.self,
        BGTaskMissingSetTaskCompleted.self,
        UnusedSuppression.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.metadata.id == id }
    }
}

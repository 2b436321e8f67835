/// Renders `rules.md` from the rules' metadata, so the docs and the code cannot drift apart
/// (a test compares this with the checked-in file).
public enum RulesMarkdown {
    public static func render(_ rules: [any Rule.Type] = RuleRegistry.all) -> String {
        var text = """
            # bgtask-lint rules

            Every rule traces back to the background-task guide the project was created from. Ids are a \
            public contract: suppressions, configuration and CI use them. Errors fail the run; warnings \
            fail it only with `--strict`. Columns in diagnostics count UTF-8 bytes, as swiftc's do.

            This file is generated from the rules' metadata (`Sources/BGTaskLint/Rules/`); `swift test` \
            fails when it is out of date and rewrites it.

            | id | severity | summary |
            | --- | --- | --- |

            """
        for rule in rules {
            let metadata = rule.metadata
            text += "| [`\(metadata.id)`](#\(metadata.id)) | \(metadata.severity.rawValue) | \(metadata.summary) |\n"
        }
        for rule in rules {
            text += "\n" + section(for: rule.metadata)
        }
        return text
    }

    /// One rule's section of `rules.md` (also what `bgtask-lint explain RULE` prints).
    public static func section(for metadata: RuleMetadata) -> String {
        """
            ## \(metadata.id)

            **\(metadata.summary)** — severity: \(metadata.severity.rawValue)

            ### Why

            \(metadata.rationale)

            ### Bad

            ```swift
            \(metadata.triggering)
            ```

            ### Good

            ```swift
            \(metadata.passing)
            ```

            ### Limits

            \(metadata.limits)

            """
    }
}

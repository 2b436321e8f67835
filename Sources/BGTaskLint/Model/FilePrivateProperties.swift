extension CodeFacts {
    /// Whether a stored property of `typeName` is declared `private` or `fileprivate` in this
    /// file, out of the runtime's reach (no `@objc`, `@NSManaged` or other exposing attribute, not
    /// `dynamic`, in no `@objcMembers` type). Only this file's code can then read it, so only this
    /// file's code can end the task it holds: not a superclass's method, nor another file's.
    /// `private(set)` is not private: other files read the property.
    ///
    /// `members` keeps each type body's declarations once read: a begin call per property of a
    /// type with thousands of them read the whole body for each (8,000: 33 s).
    func isPrivateToFile(property name: String, of typeName: String, members: inout [Int: [String: Int]]) -> Bool {
        privateDeclaration(ofProperty: name, of: typeName, members: &members) != nil
    }

    /// The name token of the property's declaration when `isPrivateToFile` holds, else nil.
    func privateDeclaration(ofProperty name: String, of typeName: String, members: inout [Int: [String: Int]]) -> Int? {
        let tree = self.tree
        for body in index.typeBodies(typeName, inFile: file) {
            if members[body.scope] == nil { members[body.scope] = tree.memberDeclarationTokens(in: body.scope) }
            guard let nameToken = members[body.scope]?[name] else { continue }
            let property = DeclarationModifiers(before: nameToken - 1, in: tree)
            guard property.contains(word: "private") || property.contains(word: "fileprivate"),
                  !property.exposesToRuntime else { return nil }
            guard let header = tree.scopes[body.scope].headerStart,
                  !DeclarationModifiers(before: header, in: tree).exposesToRuntime else { return nil }
            return nameToken
        }
        return nil
    }
}

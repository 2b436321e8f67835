extension CodeFacts {
    /// Whether a stored property of `typeName` is declared `private` or `fileprivate` in this
    /// file, out of the runtime's reach (no `@objc`, `@NSManaged` or other exposing attribute, not
    /// `dynamic`, in no `@objcMembers` type). Only this file's code can then read it, so only this
    /// file's code can end the task it holds: not a superclass's method, nor another file's.
    /// `private(set)` is not private: other files read the property.
    func isPrivateToFile(property name: String, of typeName: TypeName) -> Bool {
        privateDeclaration(ofProperty: name, of: typeName) != nil
    }

    /// The name token of the property's declaration when `isPrivateToFile` holds, else nil. The
    /// declaration that counts is the first in the type's bodies of this file, in order.
    func privateDeclaration(ofProperty name: String, of typeName: TypeName) -> Int? {
        guard let declaration = firstMemberDeclarations(of: typeName)[name] else { return nil }
        let tree = self.tree
        let property = DeclarationModifiers(before: declaration.nameToken - 1, in: tree)
        guard property.contains(word: "private") || property.contains(word: "fileprivate"),
              !property.exposesToRuntime else { return nil }
        guard let header = tree.scopes[declaration.body].headerStart,
              !DeclarationModifiers(before: header, in: tree).exposesToRuntime else { return nil }
        return declaration.nameToken
    }

    /// For each stored property name of `typeName` in this file, its first declaration: in the
    /// first of the type's bodies (`typeBodies(_:inFile:)` order) that declares it, that body's
    /// first. Made once per type and file for every rule asking: looking for each property in
    /// the bodies one by one cost a file extending a type thousands of times, a property in each
    /// extension, one look per extension per property (16,000: 22 s).
    private func firstMemberDeclarations(of typeName: TypeName) -> [String: MemberDeclarationSite] {
        let index = self.index, file = self.file, tree = self.tree
        return index.shared("firstMembers:\(file)", about: typeName) {
            var first: [String: MemberDeclarationSite] = [:]
            for body in index.typeBodies(typeName, inFile: file) {
                for (name, nameToken) in tree.memberDeclarationTokens(in: body.scope) where first[name] == nil {
                    first[name] = MemberDeclarationSite(body: body.scope, nameToken: nameToken)
                }
            }
            return first
        }
    }
}

/// Where a type's stored property is declared in a file: the type body holding it and its name token.
struct MemberDeclarationSite: Sendable {
    var body: Int
    var nameToken: Int
}

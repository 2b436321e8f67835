/// Building blocks of the synthetic corpus: ordinary app code (models, SwiftUI-like views,
/// networking, UIKit controllers, utilities with multilingual comments and interpolated strings),
/// and background-task code, used correctly and wrongly. All written for this benchmark.
struct CodeTemplates {
    var rng: SplitMix64

    static let nouns = [
        "Account", "Photo", "Message", "Playlist", "Episode", "Profile", "Session", "Invoice", "Bookmark",
        "Download", "Feed", "Comment", "Tab", "Note", "Contact", "Device", "Order", "Ticket", "Room", "Upload",
        "Podcast", "Album", "Draft", "Reminder", "Workout", "Receipt", "Channel", "Story", "Attachment", "Folder",
    ]
    static let suffixes = [
        "Service", "Manager", "Store", "Coordinator", "ViewModel", "Controller", "Provider", "Repository", "Cache", "Client",
    ]
    static let fieldNames = [
        "title", "subtitle", "createdAt", "updatedAt", "identifier", "count", "isFavorite", "author", "summary", "duration",
        "progress", "url", "thumbnailURL", "tags", "rating", "position", "isArchived", "owner", "status", "size",
    ]
    static let fieldTypes = ["String", "Date", "Int", "Bool", "Double", "URL?", "[String]", "UUID", "String?", "Int64"]
    /// Comments in several languages and scripts: the tokenizer must walk them byte by byte.
    static let comments = [
        "Keeps the list in sync with the server; called on every foreground.",
        "TODO: move this into the repository once the migration lands (#4821).",
        "サーバーから最新のデータを取得して、キャッシュを更新します。",
        "Обновляет кэш после успешного ответа сервера, иначе повторяет запрос.",
        "Lädt die Einträge neu, wenn sich die Sprache des Geräts geändert hat.",
        "在主线程上更新界面，避免在后台线程修改视图层级。",
        "Met à jour l'état de lecture — même si l'utilisateur a quitté l'écran.",
        "يحدّث الواجهة بعد انتهاء التحميل 📦",
        "Ünïcödé-heavy note: naïve café façade, coöperate, Zürich ✅ 🚀",
        "NOTE: no background task is needed here, the work is synchronous.",
        "FIXME: the retry count should come from remote config, not a constant.",
        "Cuidado: este método se llama desde varios hilos a la vez.",
    ]

    init(seed: UInt64, index: Int) {
        rng = SplitMix64.derived(seed: seed, index, 0xC0DE)
    }

    mutating func comment() -> String { rng.pick(Self.comments) }

    mutating func typeName(_ index: Int) -> String {
        "\(rng.pick(Self.nouns))\(rng.pick(Self.suffixes))\(index)"
    }

    // MARK: ordinary code

    mutating func model(_ name: String, fields: Int) -> String {
        var picked: [(String, String)] = []
        for i in 0..<fields {
            let field = Self.fieldNames[(i * 7 + rng.int(0...19)) % Self.fieldNames.count]
            if picked.contains(where: { $0.0 == field }) { continue }
            picked.append((field, rng.pick(Self.fieldTypes)))
        }
        var out = "/// \(comment())\nstruct \(name): Codable, Hashable, Identifiable, Sendable {\n"
        out += "    var id: UUID\n"
        for (field, type) in picked { out += "    var \(field): \(type)\n" }
        out += "\n    enum CodingKeys: String, CodingKey {\n        case id\n"
        for (field, _) in picked { out += "        case \(field) = \"\(snake(field))\"\n" }
        out += "    }\n}\n\n"
        out += #"""
        extension \#(name) {
            /// \#(comment())
            var debugSummary: String {
                "\#(name)(\(id.uuidString.prefix(8))) fields=\#(picked.count) — \(String(describing: self).count) chars"
            }

            static func == (lhs: \#(name), rhs: \#(name)) -> Bool { lhs.id == rhs.id }

            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }


        """#
        return out
    }

    mutating func view(_ name: String, rows: Int) -> String {
        let item = rng.pick(Self.nouns)
        var out = #"""
        import SwiftUI

        // \#(comment())
        struct \#(name)View: View {
            @State private var items: [\#(item)Row] = []
            @State private var query = ""
            @State private var isLoading = false
            @Environment(\.dismiss) private var dismiss
            let onSelect: (\#(item)Row) -> Void

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(filtered) { row in
                            HStack(alignment: .firstTextBaseline, spacing: 8) {
                                Text("\(row.title) · \(row.count, format: .number)")
                                    .font(.headline)
                                Spacer()
                                Text(row.date, style: .relative)
                                    .foregroundStyle(.secondary)
                            }
                            .contentShape(Rectangle())
                            .onTapGesture { onSelect(row) }
                        }

        """#
        for r in 0..<rows {
            out += #"""
                            Section("Group \#(r): \(items.count) items") {
                                ForEach(items.prefix(\#(r + 1))) { row in
                                    Label("\(row.title)", systemImage: row.count > \#(r) ? "star.fill" : "star")
                                        .padding(.vertical, \#(rng.int(2...8)))
                                }
                            }

            """#
        }
        out += #"""
                    }
                    .searchable(text: $query, prompt: "Search \#(item.lowercased())s…")
                    .overlay { if isLoading { ProgressView("Loading…") } }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                    }
                    .task { await reload() }
                    .refreshable { await reload() }
                }
            }

            private var filtered: [\#(item)Row] {
                guard !query.isEmpty else { return items }
                return items.filter { $0.title.localizedCaseInsensitiveContains(query) }
            }

            private func reload() async {
                isLoading = true
                defer { isLoading = false }
                items = (try? await \#(item)API.shared.rows(matching: query)) ?? []
            }
        }

        struct \#(item)Row\#(name): Identifiable {
            let id = UUID()
            var title: String
            var count: Int
            var date: Date
        }


        """#
        return out
    }

    mutating func networking(_ name: String, endpoints: Int) -> String {
        let model = rng.pick(Self.nouns)
        var out = #"""
        import Foundation

        /// \#(comment())
        final class \#(name): @unchecked Sendable {
            enum Failure: Error, CustomStringConvertible {
                case status(Int)
                case decoding(Error)
                case offline

                var description: String {
                    switch self {
                    case .status(let code): return "HTTP \(code)"
                    case .decoding(let error): return "decoding failed: \(error.localizedDescription)"
                    case .offline: return "offline"
                    }
                }
            }

            private let session: URLSession
            private let baseURL: URL
            private let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }()

            init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v\#(rng.int(1...4))")!) {
                self.session = session
                self.baseURL = baseURL
            }


        """#
        for e in 0..<endpoints {
            let path = "\(model.lowercased())s/\(e)"
            if rng.chance(0.5) {
                out += #"""
                    func fetch\#(model)s\#(e)(page: Int, limit: Int = 50) async throws -> [\#(model)DTO] {
                        var components = URLComponents(url: baseURL.appendingPathComponent("\#(path)"), resolvingAgainstBaseURL: false)!
                        components.queryItems = [
                            URLQueryItem(name: "page", value: "\(page)"),
                            URLQueryItem(name: "limit", value: "\(limit)"),
                        ]
                        var request = URLRequest(url: components.url!)
                        request.setValue("application/json", forHTTPHeaderField: "Accept")
                        request.timeoutInterval = \#(rng.int(10...60))
                        let (data, response) = try await session.data(for: request)
                        guard let http = response as? HTTPURLResponse else { throw Failure.offline }
                        guard (200..<300).contains(http.statusCode) else { throw Failure.status(http.statusCode) }
                        do {
                            return try decoder.decode([\#(model)DTO].self, from: data)
                        } catch {
                            throw Failure.decoding(error)
                        }
                    }


                """#
            } else {
                out += #"""
                    @discardableResult
                    func post\#(model)\#(e)(_ body: [String: String], completion: @escaping (Result<Data, Error>) -> Void) -> URLSessionDataTask {
                        var request = URLRequest(url: baseURL.appendingPathComponent("\#(path)"))
                        request.httpMethod = "POST"
                        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
                        let task = session.dataTask(with: request) { [weak self] data, response, error in
                            guard self != nil else { return }
                            if let error { return completion(.failure(error)) }
                            let status = (response as? HTTPURLResponse)?.statusCode ?? -1
                            guard status == 200, let data else { return completion(.failure(Failure.status(status))) }
                            completion(.success(data))
                        }
                        task.resume()
                        return task
                    }


                """#
            }
        }
        out += "}\n\nstruct \(model)DTO\(name): Decodable {\n    let id: String\n    let name: String\n    let updatedAt: Date\n}\n\n"
        return out
    }

    mutating func controller(_ name: String, actions: Int) -> String {
        var out = #"""
        import UIKit

        // \#(comment())
        final class \#(name)ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            private let tableView = UITableView(frame: .zero, style: .insetGrouped)
            private var rows: [String] = []
            private var observers: [NSObjectProtocol] = []
            private lazy var refresh: UIRefreshControl = {
                let control = UIRefreshControl()
                control.addTarget(self, action: #selector(reload), for: .valueChanged)
                return control
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("\#(name).title", comment: "\#(comment())")
                tableView.dataSource = self
                tableView.delegate = self
                tableView.refreshControl = refresh
                view.addSubview(tableView)
                observers.append(NotificationCenter.default.addObserver(
                    forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
                ) { [weak self] _ in
                    self?.reload()
                })
            }

            deinit { observers.forEach(NotificationCenter.default.removeObserver) }

            @objc private func reload() {
                DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                    let fresh = (0..<\#(rng.int(5...80))).map { "Row \($0) of \(String(describing: type(of: self)))" }
                    DispatchQueue.main.async {
                        self?.rows = fresh
                        self?.tableView.reloadData()
                        self?.refresh.endRefreshing()
                    }
                }
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
                cell.textLabel?.text = rows[indexPath.row]
                cell.detailTextLabel?.text = "#\(indexPath.row + 1) – section \(indexPath.section)"
                return cell
            }


        """#
        for a in 0..<actions {
            switch rng.int(0...2) {
            case 0:
                out += #"""
                    func presentAction\#(a)(for row: Int) {
                        let alert = UIAlertController(title: "Action \#(a)", message: "Apply to “\(rows[safe: row] ?? "?")”?", preferredStyle: .actionSheet)
                        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                            guard let self, row < self.rows.count else { return }
                            self.rows.remove(at: row)
                            self.tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                        })
                        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                        present(alert, animated: true)
                    }


                """#
            case 1:
                out += #"""
                    private func animate\#(a)(_ view: UIView, completion: (() -> Void)? = nil) {
                        /* Animation tuned by design: /* nested */ do not change the curve. */
                        UIView.animate(withDuration: 0.\#(rng.int(1...9)), delay: 0, options: [.curveEaseInOut]) {
                            view.alpha = view.alpha < 0.5 ? 1 : 0
                            view.transform = CGAffineTransform(scaleX: 1.0\#(rng.int(1...9)), y: 1.0\#(rng.int(1...9)))
                        } completion: { finished in
                            if finished { completion?() }
                        }
                    }


                """#
            default:
                out += #"""
                    func tableView(_ tableView: UITableView, titleForHeaderInSection\#(a) section: Int) -> String? {
                        switch section {
                        case 0: return "Recent"
                        case 1...3: return "Older (\(section))"
                        default: return nil
                        }
                    }


                """#
            }
        }
        out += "}\n\nextension Array {\n    subscript(safe index\(name): Int) -> Element? { indices.contains(index\(name)) ? self[index\(name)] : nil }\n}\n\n"
        return out
    }

    mutating func utilities(_ name: String, members: Int) -> String {
        var out = #"""
        import Foundation

        // \#(comment())
        // \#(comment())
        enum \#(name) {

        """#
        for m in 0..<members {
            switch rng.int(0...4) {
            case 0:
                out += #"""
                    /// \#(comment())
                    static func format\#(m)(_ value: Double, locale: Locale = .current) -> String {
                        let formatter = NumberFormatter()
                        formatter.locale = locale
                        formatter.maximumFractionDigits = \#(rng.int(0...4))
                        return formatter.string(from: value as NSNumber) ?? "\(value)"
                    }


                """#
            case 1:
                out += #"""
                    static let pattern\#(m) = #"^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}$"#
                    static let template\#(m) = """
                        Hello \(NSUserName()),
                        you have \(\#(m) + 1) new items — “quoted”, 'single', \\backslash\\ and \"escapes\".
                        \#(comment())
                        """


                """#
            case 2:
                out += #"""
                    static func group\#(m)<Element, Key: Hashable>(_ items: [Element], by key: (Element) throws -> Key) rethrows -> [Key: [Element]] where Element: Sendable {
                        var groups: [Key: [Element]] = [:]
                        for item in items {
                            groups[try key(item), default: []].append(item)
                        }
                        return groups
                    }


                """#
            case 3:
                out += #"""
                    static func parse\#(m)(_ line: Substring) -> (key: String, value: Int)? {
                        // «\#(comment())»
                        let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                        guard parts.count == 2, let value = Int(parts[1]) else { return nil }
                        return (parts[0], value &* \#(rng.int(2...97)) &+ 0x\#(String(rng.int(16...65535), radix: 16)))
                    }


                """#
            default:
                out += #"""
                    static var cache\#(m): [String: Date] = [:]
                    static func isStale\#(m)(_ key: String, maxAge: TimeInterval = \#(rng.int(60...86_400))) -> Bool {
                        guard let stamp = cache\#(m)[key] else { return true }
                        return Date().timeIntervalSince(stamp) > maxAge || key.hasPrefix("tmp_")
                    }


                """#
            }
        }
        out += "}\n\n"
        return out
    }

    mutating func stateMachine(_ name: String, states: Int) -> String {
        let cases = (0..<max(2, states)).map { "state\($0)" }
        var out = "/// \(comment())\nenum \(name)State: Equatable {\n"
        for (i, c) in cases.enumerated() {
            out += i % 3 == 0 ? "    case \(c)\n" : i % 3 == 1 ? "    case \(c)(progress: Double)\n" : "    case \(c)(error: String, retry: Int)\n"
        }
        out += "\n    func next(on event: \(name)Event) -> \(name)State {\n        switch (self, event) {\n"
        for (i, c) in cases.enumerated() {
            let following = cases[(i + 1) % cases.count]
            let pattern = i % 3 == 0 ? ".\(c)" : i % 3 == 1 ? ".\(c)(let progress)" : ".\(c)(_, let retry)"
            let target = (i + 1) % 3 == 0 ? ".\(following)" : (i + 1) % 3 == 1 ? ".\(following)(progress: 0)" : ".\(following)(error: \"failed at \\(\(i))\", retry: 0)"
            let guardExpr = i % 3 == 1 ? " where progress >= 1" : i % 3 == 2 ? " where retry < \(rng.int(1...5))" : ""
            out += "        case (\(pattern), .advance)\(guardExpr):\n            return \(target)\n"
        }
        out += "        case (_, .reset):\n            return .\(cases[0])\n        default:\n            return self\n        }\n    }\n}\n\n"
        out += "enum \(name)Event { case advance, reset }\n\n"
        out += "protocol \(name)Observing: AnyObject {\n    func stateDidChange(_ old: \(name)State, _ new: \(name)State)\n}\n\n"
        out += "extension \(name)Observing {\n    func stateDidChange(_ old: \(name)State, _ new: \(name)State) {\n        print(\"\\(old) → \\(new)\")\n    }\n}\n\n"
        return out
    }

    /// One ordinary type of a random kind, `size` controlling its length.
    mutating func ordinary(_ name: String, size: Int) -> String {
        switch rng.int(0...5) {
        case 0: return model(name, fields: 3 + size * 2)
        case 1: return view(name, rows: size)
        case 2: return networking(name, endpoints: size)
        case 3: return controller(name, actions: size)
        case 4: return utilities(name, members: 2 + size * 2)
        default: return stateMachine(name, states: 3 + size * 2)
        }
    }

    private func snake(_ name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase { out += "_" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}

// Scenario: a bare beginBackgroundTask statement ignores its result; the handler only calls an external object the analyzer cannot see.
import UIKit

func prefetchArticles(_ cache: ArticleCache) {
    UIApplication.shared.beginBackgroundTask(withName: "Prefetch") { // expect: discarded-task-identifier
        cache.abortPrefetch()
    }
    cache.prefetchLatest()
}

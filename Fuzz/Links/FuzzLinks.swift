// libFuzzer entry point for deep links. Not a SwiftPM target: scripts/fuzz-links.sh
// compiles it with `swiftc -sanitize=fuzzer` together with the engine's sources, so it
// can reach internal code as well as the public API.
//
// Each input is read as a link (matched, every value read, opened on a router, printed
// back) against a case-sensitive map and a case-insensitive one, and as a pattern and a
// host (parsed and registered, then matched). The maps use every kind of syntax: hosts
// with ports, `*.domain` and `*` hosts and patterns scoped to them, typed parameters
// beside untyped ones, repeated and `[]` query items, fragments, and route patterns with
// query items. Any crash, trap or sanitizer report is a bug: bad input must end in a
// typed LinkError.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The maps every input is matched against, built once.
private let fuzzLinks = makeLinks(isPathCaseSensitive: true)
private let foldingLinks = makeLinks(isPathCaseSensitive: false)

private func makeLinks(isPathCaseSensitive: Bool) -> LinkMap {
  var links = LinkMap(schemes: ["myapp"], isPathCaseSensitive: isPathCaseSensitive)
  do {
    links = try LinkMap(
      schemes: ["myapp", "https", "http"],
      domains: ["example.com", "localhost:8080", "*.example.org", "[::1]:8443"],
      isPathCaseSensitive: isPathCaseSensitive)
  } catch {
    print("fuzz setup failed: \(error)")
  }
  links.limits = LinkLimits(maxURLLength: 2_048, maxSegments: 24, maxParameterLength: 256)
  do {
    for name in ["settings", "about", "compose"] {
      try links.registerRoute(name, as: String.self) { _ in
        name
      } print: {
        $0 == name ? [:] : nil
      }
    }
    try links.registerRoute("profile/:id", as: Int.self) { match throws(LinkError) in
      try match.parameter("id")
    } print: {
      ["id": $0]
    }
    try links.registerRoute("item/:id<Int>", as: Double.self) { match throws(LinkError) in
      Double(try match.parameter("id", as: Int.self))
    } print: {
      Int(exactly: $0).map { ["id": $0] }
    }
    try links.registerRoute(
      "search", query: [.required("q"), .optional("tag")], as: [String].self
    ) { match throws(LinkError) in
      try match.queryValues("tag") + [try match.fragment() ?? ""]
    } print: {
      LinkValues(parameters: [:], query: ["q": ["x"], "tag": $0], fragment: $0.first)
    }
    try links.registerStateLinks(styles: [.sheet, .fullScreenCover, .popover])
    links.registerDialog(
      "discard", .confirmationDialog("Discard?", buttons: [.destructive("Discard", value: 1)]))
    for pattern in [
      "users/:id<Int>", "users/:name", "a/static/x", "a/:id/y", "a/*/z", "a/**rest",
      "files/**path", "section1/:id/items/:item/edit", "section1/settings/profile/privacy",
      "n/:i<Int>", "n/:d<Double>", "n/:b<Bool>", "n/:u<UUID>", "ÄPFEL/:x", "café",
      "https://shop.example.com/items/:id<Int>", "https://*.example.com/items/:id",
      "https://*.eu.example.com/items/**rest", "https://*/open/:id", "http://localhost:8080/v1/*",
    ] {
      try links.register(pattern, query: [.optional("tab"), .optional("q"), .optional("tag")]) {
        _ in LinkTarget()
      }
    }
  } catch {
    print("fuzz setup failed: \(error)")
  }
  return links
}

/// libFuzzer's entry point: reads one input as a link and as a pattern.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinksTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  exerciseLink(text, fuzzLinks)
  exerciseLink(text, foldingLinks)
  exercisePattern(text)
  exerciseHost(text)
  return 0
}

private func exerciseLink(_ text: String, _ links: LinkMap) {
  do {
    let match = try links.match(text)
    for name in match.pattern.names {
      _ = try? match.parameter(name, as: String.self)
      _ = try? match.parameter(name, as: Int.self)
      _ = try? match.parameter(name, as: UUID.self)
    }
    for item in match.pattern.declaredQuery {
      _ = try? match.query(item.name, as: String.self)
      _ = try? match.queryValues(item.name, as: String.self)
      _ = try? match.queryValues(item.name, as: Int.self)
    }
    _ = try? match.fragment()
    _ = try? match.rest()
    _ = try? match.routes()
    _ = try? match.queryRoutes("sheet")
    if let target = try? links.linkTarget(for: text) {
      var ids = IDGenerator()
      if let state = try? NavigationState(tabs: ["home", "inbox"], selected: "home"),
        let next = try? state.transition(applying: target.action(in: state), ids: &ids)
      {
        // What the map prints, it reads.
        if let url = try? links.url(for: next.state) {
          precondition((try? links.linkTarget(for: url)) != nil, "\(url) does not read back")
        }
      }
    }
  } catch {
    _ = error.description
  }
  if let route = try? links.route(from: text) {
    // A printed link reads back as the route it was printed from.
    if let url = try? links.url(for: route.base) {
      precondition((try? links.route(from: url)) == route, "\(url) does not read back")
    }
  }
}

private func exercisePattern(_ text: String) {
  guard let pattern = try? LinkPattern(parsing: text, query: [.optional("q")]) else { return }
  var links = LinkMap(schemes: ["myapp"])
  _ = try? links.register(text, query: [.optional("q")]) { _ in LinkTarget() }
  _ = try? links.register(text, query: [.optional("q")]) { _ in LinkTarget() }
  _ = try? links.match("myapp://" + text)
  if let host = pattern.domain { _ = try? links.match("https://" + host + "/x") }
}

/// Reads the input as a host of a map and of a pattern, then matches links to it.
private func exerciseHost(_ text: String) {
  guard var links = try? LinkMap(schemes: ["https", "http"], domains: [text]) else { return }
  _ = try? links.register("users/:id") { _ in LinkTarget() }
  _ = try? links.register("https://\(text)/only") { _ in LinkTarget() }
  for url in ["https://\(text)/users/1", "http://\(text)/only", "https://a.\(text)/users/1"] {
    _ = try? links.match(url)
  }
}

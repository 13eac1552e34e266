// libFuzzer entry point for deep links. Not a SwiftPM target: scripts/fuzz-links.sh
// compiles it with `swiftc -sanitize=fuzzer` together with the engine's sources, so it
// can reach internal code as well as the public API.
//
// Each input is read as a link (matched, every value read, opened on a router, printed
// back) and as a pattern (parsed and registered). Any crash, trap or sanitizer report is
// a bug: bad input must end in a typed LinkError.

/// The map every input is matched against, built once.
private let fuzzLinks: LinkMap = {
  var links = LinkMap(schemes: ["myapp", "https"], hosts: ["example.com"])
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
    try links.registerStateLinks()
    for pattern in [
      "users/:id", "a/static/x", "a/:id/y", "a/*/z", "a/**rest", "files/**path",
      "section1/:id/items/:item/edit", "section1/settings/profile/privacy",
    ] {
      try links.register(pattern, query: [.optional("tab"), .optional("q")]) { _ in
        LinkTarget()
      }
    }
  } catch {
    print("fuzz setup failed: \(error)")
  }
  return links
}()

/// libFuzzer's entry point: reads one input as a link and as a pattern.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinksTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  exerciseLink(text)
  exercisePattern(text)
  return 0
}

private func exerciseLink(_ text: String) {
  do {
    let match = try fuzzLinks.match(text)
    for name in match.pattern.parameterNames {
      _ = try? match.parameter(name, as: String.self)
      _ = try? match.parameter(name, as: Int.self)
    }
    for item in match.pattern.query { _ = try? match.query(item.name, as: String.self) }
    _ = try? match.rest()
    _ = try? match.wildcards()
    _ = try? match.routes()
    _ = try? match.queryRoutes("sheet")
    if let target = try? fuzzLinks.target(for: text) {
      var ids = IDGenerator()
      if let state = try? NavigationState(tabs: ["home", "inbox"], selected: "home"),
        let next = try? state.applying(target.action(in: state), ids: &ids)
      {
        _ = try? fuzzLinks.url(for: next.state)
      }
    }
  } catch {
    _ = error.description
  }
  _ = try? fuzzLinks.route(from: text)
}

private func exercisePattern(_ text: String) {
  guard let pattern = try? LinkPattern(text, query: [.optional("q")]) else { return }
  var links = LinkMap(schemes: ["myapp"])
  _ = try? links.register(pattern) { _ in LinkTarget() }
  _ = try? links.register(pattern) { _ in LinkTarget() }
  _ = try? links.match("myapp://" + text)
}

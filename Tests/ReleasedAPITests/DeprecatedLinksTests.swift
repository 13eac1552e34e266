// Each deprecated link API, checked to do what its replacement does. An app written against
// 0.1.0 must keep compiling and behaving the same. The tests are marked deprecated
// themselves, so the deprecation warnings are silenced inside them and only there, even in
// a build with -warnings-as-errors.

import Foundation
import Testing
import Waypoint

private enum Page: Hashable, Sendable {
  case user(Int)
  case doc(area: String, page: String)
  case compose
}

@Suite("Deprecated link spellings")
@MainActor
struct DeprecatedLinksTests {
  @available(*, deprecated, message: "uses LinkPattern(_:query:) and register(_:target:)")
  @Test func aParsedPatternRegistersAsItsText() throws {
    let pattern = try LinkPattern("users/:id<Int>", query: [.optional("tab")])
    var old = LinkMap(schemes: ["myapp"])
    try old.register(pattern) { match in .tab("home", path: [Page.user(try match.parameter("id"))])
    }
    var new = LinkMap(schemes: ["myapp"])
    try new.register("users/:id<Int>", query: [.optional("tab")]) { match in
      .tab("home", path: [Page.user(try match.parameter("id"))])
    }
    let url = "myapp://users/42?tab=posts"
    #expect(try old.match(url).pattern == new.match(url).pattern)
    #expect(try old.match(url).pattern == pattern)
    let state = try NavigationState(tabs: ["home", "inbox"], selected: "inbox")
    #expect(try old.action(for: url, in: state) == new.action(for: url, in: state))
    // The same errors as registering the text.
    #expect(throws: LinkError.conflictingPatterns("users/:n<Int>", existing: "users/:id<Int>")) {
      try old.register(LinkPattern("users/:n<Int>")) { _ in LinkTarget() }
    }
    #expect(throws: LinkError.conflictingPatterns("users/:n<Int>", existing: "users/:id<Int>")) {
      try new.register("users/:n<Int>") { _ in LinkTarget() }
    }
    var invalid: [LinkError] = []
    do { _ = try LinkPattern("users/:") } catch { invalid.append(error) }
    do { try new.register("users/:") { _ in LinkTarget() } } catch { invalid.append(error) }
    #expect(invalid.count == 2 && invalid[0] == invalid[1])
  }

  @available(
    *, deprecated,
    message:
      "uses LinkPattern's scheme, host, query, parameterNames, segments and LinkParameterType"
  )
  @Test func aPatternsPartsEchoItsText() throws {
    let web = try LinkPattern("HTTPS://Example.COM/users/:id<Int>/*/:ok<Bool>/**rest")
    #expect(web.scheme == "https")
    #expect(web.host == "example.com")
    #expect(web.query.isEmpty)
    #expect(web.parameterNames == ["id", "ok", "rest"])
    #expect(
      web.segments == [
        .literal("users"), .parameter("id", type: .int), .wildcard,
        .parameter("ok", type: .bool), .catchAll("rest"),
      ])
    let custom = try LinkPattern("myapp://a%20b/:name/**", query: [.required("q")])
    #expect(custom.scheme == "myapp")
    #expect(custom.host == nil)
    #expect(custom.query == [.required("q")])
    #expect(custom.segments == [.literal("a b"), .parameter("name", type: .any), .catchAll(nil)])
    // The types a parameter can be written with, in the order they are tried.
    #expect(LinkParameterType.allCases == [.int, .double, .bool, .uuid, .any])
    #expect(LinkParameterType.allCases.map(\.rawValue) == ["Int", "Double", "Bool", "UUID", ""])
    #expect(LinkParameterType.allCases.map(\.description) == ["Int", "Double", "Bool", "UUID", ""])
    #expect(LinkParameterType(rawValue: "UUID") == .uuid)
    #expect(LinkParameterType(rawValue: "int") == nil)
    // Every type written in a pattern reads back as its case.
    for type in LinkParameterType.allCases where type != .any {
      let pattern = try LinkPattern("v/:value<\(type)>")
      #expect(pattern.segments == [.literal("v"), .parameter("value", type: type)])
    }
  }

  @available(
    *, deprecated,
    message: "uses LinkMap's schemes, isPathCaseSensitive, linkPatterns and routePatterns"
  )
  @Test func aMapsEchoesAreWhatItWasMadeWith() throws {
    var links = try LinkMap(
      schemes: ["MyApp"], domains: ["example.com"], isPathCaseSensitive: false)
    try links.register("https://shop.example.com/items/:id") { _ in LinkTarget() }
    try links.register("ftp://files/**") { _ in LinkTarget() }
    try links.registerRoute("users/:id<Int>", as: Page.self) { match in
      .user(try match.parameter("id"))
    } print: { page in
      guard case .user(let id) = page else { return nil }
      return ["id": id]
    }
    #expect(links.schemes == ["myapp", "https", "ftp"])
    #expect(
      throws: LinkError.unsupportedScheme("mail", accepted: ["myapp", "https", "ftp"])
    ) { try links.match("mail://x") }
    #expect(!links.isPathCaseSensitive)
    #expect(LinkMap(schemes: ["myapp"]).isPathCaseSensitive)
    #expect(
      links.linkPatterns.map(\.text) == ["https://shop.example.com/items/:id", "ftp://files/**"])
    #expect(links.routePatterns.map(\.text) == ["users/:id<Int>"])
    #expect(links.hosts == ["example.com", "shop.example.com"])
    #expect(
      throws: LinkError.unsupportedHost("evil.com", accepted: ["example.com", "shop.example.com"])
    ) { try links.match("https://evil.com/items/1") }
  }

  @available(*, deprecated, message: "uses LinkMap.target(for:) and LinkTarget's properties")
  @Test func aTargetIsWhatTheActionOpens() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("users/:id<Int>") { match in
      .tab("home", path: [Page.user(try match.parameter("id"))], presenting: .sheet(Page.compose))
    }
    try links.register("compose") { _ in LinkTarget(presenting: .sheet(Page.compose)) }
    let state = try NavigationState(tabs: ["home", "inbox"], selected: "inbox")
    for url in ["myapp://users/7", "myapp://compose"] {
      #expect(try links.target(for: url).action(in: state) == links.action(for: url, in: state))
    }
    let target = try links.target(for: "myapp://users/7")
    #expect(target.stack == "home")
    #expect(target.path == [AnyRoute(Page.user(7))])
    #expect(target.presentation == .sheet(Page.compose))
    let kept = try links.target(for: "myapp://compose")
    #expect(kept.stack == nil && kept.path == nil)
    #expect(throws: LinkError.noMatch("myapp://nothing", closest: nil)) {
      try links.target(for: "myapp://nothing")
    }
    // Setting the properties builds the target the initializer builds.
    var built = LinkTarget()
    built.stack = "home"
    built.path = [AnyRoute(Page.user(7))]
    built.presentation = .sheet(Page.compose)
    #expect(built == target)
    #expect(
      built
        == LinkTarget(
          stack: "home", path: [AnyRoute(Page.user(7))], presenting: .sheet(Page.compose)))
  }

  @available(*, deprecated, message: "uses LinkQueryItem(name:isRequired:), name and isRequired")
  @Test func aQueryItemIsRequiredOrOptional() throws {
    #expect(LinkQueryItem(name: "q", isRequired: true) == .required("q"))
    #expect(LinkQueryItem(name: "page", isRequired: false) == .optional("page"))
    #expect(LinkQueryItem.required("q").name == "q")
    #expect(LinkQueryItem.required("q").isRequired)
    #expect(!LinkQueryItem.optional("page").isRequired)
    var item = LinkQueryItem.optional("page")
    item.name = "q"
    item.isRequired = true
    #expect(item == .required("q"))
    #expect(item.description == "q")
    // A required item made either way is required when links are matched.
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [LinkQueryItem(name: "q", isRequired: true)]) { _ in
      LinkTarget()
    }
    #expect(throws: LinkError.missingQueryItem("q", pattern: "search")) {
      try links.match("myapp://search")
    }
  }

  @available(*, deprecated, message: "uses LinkMatch.QueryItem(name:value:)")
  @Test func aMatchedQueryItemIsItsNameAndValue() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search") { _ in LinkTarget() }
    let items = try links.match("myapp://search?q=swift+ui&flag").queryItems()
    #expect(
      items == [
        LinkMatch.QueryItem(name: "q", value: "swift ui"),
        LinkMatch.QueryItem(name: "flag", value: ""),
      ])
    #expect(items.map(\.name) == ["q", "flag"])
    #expect(items.map(\.value) == ["swift ui", ""])
  }

  @available(
    *, deprecated,
    message:
      "uses LinkMatch.wildcards(), LinkValues.wildcards and LinkValues(parameters:rest:wildcards:query:fragment:)"
  )
  @Test func aWildcardReadsAndPrintsAsANamedParameter() throws {
    var old = LinkMap(schemes: ["myapp"])
    try old.registerRoute("docs/*/:page", as: Page.self) { match in
      .doc(area: try match.wildcards().first ?? "", page: try match.parameter("page"))
    } print: { page in
      guard case .doc(let area, let name) = page else { return nil }
      return LinkValues(parameters: ["page": name], wildcards: [area])
    }
    var new = LinkMap(schemes: ["myapp"])
    try new.registerRoute("docs/:area/:page", as: Page.self) { match in
      .doc(area: try match.parameter("area"), page: try match.parameter("page"))
    } print: { page in
      guard case .doc(let area, let name) = page else { return nil }
      return LinkValues(parameters: ["area": area, "page": name])
    }
    let url = "myapp://docs/a%20b/intro"
    try old.register("files/*/raw") { _ in LinkTarget() }
    try new.register("files/:branch/raw") { _ in LinkTarget() }
    let file = "myapp://files/main%2Fdev/raw"
    #expect(
      try old.match(file).wildcards() == [new.match(file).parameter("branch", as: String.self)])
    #expect(try old.match(file).wildcards() == ["main/dev"])
    #expect(try old.route(from: url) == new.route(from: url))
    let page = Page.doc(area: "a b", page: "intro")
    #expect(try old.url(for: page) == new.url(for: page))
    #expect(try old.url(for: page) == url)
    var values = LinkValues(parameters: ["page": "intro"], wildcards: ["a b"])
    #expect(values.wildcards == ["a b"])
    values.wildcards = ["c"]
    #expect(values == LinkValues(parameters: ["page": "intro"], wildcards: ["c"]))
    #expect(values != LinkValues(parameters: ["page": "intro"]))
  }

  @available(*, deprecated, message: "uses LinkMap.limits and LinkLimits' properties")
  @Test func limitsSetAfterTheMapIsMadeAreTheLimitsItWasMadeWith() throws {
    var old = LinkMap(schemes: ["myapp"])
    old.limits.maxSegments = 4
    old.limits.maxURLLength = 64
    old.limits.maxParameterLength = 8
    let new = LinkMap(
      schemes: ["myapp"],
      limits: LinkLimits(maxURLLength: 64, maxSegments: 4, maxParameterLength: 8))
    #expect(old.limits == new.limits)
    #expect(old.limits.maxSegments == 4)
    #expect(old.limits.maxURLLength == 64)
    #expect(old.limits.maxParameterLength == 8)
    #expect(LinkMap(schemes: ["myapp"]).limits == LinkLimits())
    for map in [old, new] {
      #expect(throws: LinkError.tooManySegments(limit: 4)) { try map.match("myapp://a/b/c/d/e") }
      #expect(throws: LinkError.parameterTooLong(length: 9, limit: 8)) {
        try map.match("myapp://abcdefghi")
      }
    }
  }

  @available(*, deprecated, message: "uses LinkMatch.queryItems() and LinkMatch.QueryItem")
  @Test func queryItemsListEveryItemAsURLComponentsDoesWithPlusAsASpace() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [.optional("tag")]) { _ in LinkTarget() }
    let match = try links.match("myapp://search?q=swift+ui&tag[]=ios&&utm_source=mail&flag#top")
    let items = try match.queryItems()
    #expect(items.map(\.description) == ["q=swift ui", "tag[]=ios", "utm_source=mail", "flag="])
    #expect(items.map(\.name) == ["q", "tag[]", "utm_source", "flag"])
    #expect(items.map(\.value) == ["swift ui", "ios", "mail", ""])
    // The replacement: the same items, from Foundation, which also lists the empty item;
    // a value keeps its `+`, and an item without `=` has no value there.
    let foundation = (URLComponents(string: match.url)?.queryItems ?? []).filter {
      !$0.name.isEmpty
    }
    #expect(foundation.map(\.name) == ["q", "tag[]", "utm_source", "flag"])
    #expect(foundation.map(\.value) == ["swift+ui", "ios", "mail", nil])
    #expect(try links.match("myapp://search").queryItems().isEmpty)
    #expect(try links.match("myapp://search?").queryItems().isEmpty)
    #expect(throws: LinkError.self) { try links.match("myapp://search?q=%FF").queryItems() }
  }

  @available(*, deprecated, message: "uses LinkValues' properties")
  @Test func linkValuesPropertiesAreWhatTheInitializerWasGiven() throws {
    var old = LinkValues(parameters: ["id": "7"])
    old.rest = ["a", "b"]
    old.query["tag"] = ["ios", "linux"]
    old.fragment = "top"
    let new = LinkValues(
      parameters: ["id": "7"], rest: ["a", "b"], query: ["tag": ["ios", "linux"]], fragment: "top")
    #expect(old == new)
    #expect(new.parameters == ["id": "7"])
    #expect(new.rest == ["a", "b"])
    #expect(new.query == ["tag": ["ios", "linux"]])
    #expect(new.fragment == "top")
    old.parameters["id"] = "8"
    #expect(old != new)
  }
}

import Foundation

/// Encodes and decodes the routes of one registered type, as a group: a snapshot stores
/// the routes of each type together, in one array, so each route costs what the type's
/// own `Codable` conformance costs.
protocol RouteCodec: Sendable {
  /// The registered type.
  var routeType: any Any.Type { get }

  /// Encodes `routes`, which all hold this codec's type, as the elements of `container`.
  func encode(_ routes: [AnyRoute], into container: inout UnkeyedEncodingContainer) throws

  /// Decodes up to `count` elements of `container`; an element that fails to decode is
  /// skipped and its failure recorded, so the caller decides what to do with it. With
  /// `stopAtFailure`, decoding stops after the first failure.
  func decodeAll(
    from container: inout UnkeyedDecodingContainer, named name: String, count: Int,
    stopAtFailure: Bool
  ) throws -> DecodedRoutes
}

/// The routes of one group, in order: `nil` where a route cannot be restored, with the
/// reason in `failures`.
struct DecodedRoutes: Sendable {
  var routes: [AnyRoute?] = []
  var failures: [Int: RouteFailure] = [:]

  /// `count` routes that all failed for the same reason.
  init(count: Int, failure: RouteFailure) {
    routes = Array(repeating: nil, count: count)
    for index in 0..<count { failures[index] = failure }
  }

  /// `count` routes that were not decoded, because an earlier one failed (strict mode).
  init(undecoded count: Int) {
    routes = Array(repeating: nil, count: count)
  }

  init() {}
}

/// Why one route of a snapshot cannot be restored.
enum RouteFailure: Sendable, Equatable {
  /// No type is registered under the name.
  case unknownName(String)
  /// The data does not decode as the registered type.
  case undecodable(name: String, detail: String)
  /// The app's migration threw.
  case migration(String)
}

/// The codec of one route type.
struct TypedRouteCodec<Route: Codable & Hashable & Sendable>: RouteCodec {
  var routeType: any Any.Type { Route.self }

  func encode(_ routes: [AnyRoute], into container: inout UnkeyedEncodingContainer) throws {
    for route in routes {
      guard let value = route.value(as: Route.self) else {
        throw EncodingError.invalidValue(
          route.base,
          EncodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "expected a \(Route.self), found \(type(of: route.base))"))
      }
      try container.encode(value)
    }
  }

  func decodeAll(
    from container: inout UnkeyedDecodingContainer, named name: String, count: Int,
    stopAtFailure: Bool
  ) throws -> DecodedRoutes {
    var result = DecodedRoutes()
    result.routes.reserveCapacity(count)
    while result.routes.count < count, !container.isAtEnd {
      do {
        result.routes.append(AnyRoute(try container.decode(Route.self)))
      } catch {
        result.failures[result.routes.count] = .undecodable(
          name: name, detail: RestorationError.describe(error))
        result.routes.append(nil)
        if stopAtFailure { break }
        // A failed element is not consumed: step over it, then keep going.
        _ = try container.decode(SkippedValue.self)
      }
    }
    return result
  }
}

/// Any JSON value, read and thrown away.
struct SkippedValue: Decodable {
  init(from decoder: any Decoder) throws {}
}

extension DecodedRoutes {
  /// Decodes up to `count` routes of one type from `data`, a JSON array, with the type's
  /// codec (see ``RouteCodec/decodeAll(from:named:count:stopAtFailure:)``).
  static func decoding(
    _ data: Data, with codec: any RouteCodec, named name: String, count: Int,
    stopAtFailure: Bool
  ) throws -> DecodedRoutes {
    let decoder = JSONDecoder()
    decoder.userInfo[.routeGroup] = RouteGroup(
      codec: codec, name: name, count: count, stopAtFailure: stopAtFailure)
    return try decoder.decode(RouteGroupDecoder.self, from: data).routes
  }
}

/// The codec, name and count a ``RouteGroupDecoder`` decodes with.
private struct RouteGroup: Sendable {
  let codec: any RouteCodec
  let name: String
  let count: Int
  let stopAtFailure: Bool
}

/// Decodes an array of routes of one type, recording failures.
private struct RouteGroupDecoder: Decodable {
  var routes: DecodedRoutes

  init(from decoder: any Decoder) throws {
    guard let group = decoder.userInfo[.routeGroup] as? RouteGroup else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "no route group in userInfo"))
    }
    var container = try decoder.unkeyedContainer()
    routes = try group.codec.decodeAll(
      from: &container, named: group.name, count: group.count,
      stopAtFailure: group.stopAtFailure)
  }
}

extension CodingUserInfoKey {
  fileprivate static let routeGroup: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "dev.waypoint.restoration.route-group") else {
      preconditionFailure("Waypoint: CodingUserInfoKey rejected a constant name")
    }
    return key
  }()
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UUID: LinkValue {
  /// Reads what `UUID(uuidString:)` reads: 8-4-4-4-12 hexadecimal digits, in either case.
  @inlinable
  public init?(linkText: String) {
    self.init(uuidString: linkText)
  }

  /// The `uuidString`, in capitals.
  @inlinable
  public var linkText: String { uuidString }
}

extension LinkLimits {
  /// The longest link accepted, in UTF-8 bytes.
  @available(
    *, deprecated, message: "pass it to LinkLimits(maxURLLength:maxSegments:maxParameterLength:)"
  )
  public var maxURLLength: Int {
    get { urlLength }
    set { urlLength = newValue }
  }

  /// The most path segments accepted.
  @available(
    *, deprecated, message: "pass it to LinkLimits(maxURLLength:maxSegments:maxParameterLength:)"
  )
  public var maxSegments: Int {
    get { segments }
    set { segments = newValue }
  }

  /// The longest path segment or query value accepted, in bytes.
  @available(
    *, deprecated, message: "pass it to LinkLimits(maxURLLength:maxSegments:maxParameterLength:)"
  )
  public var maxParameterLength: Int {
    get { parameterLength }
    set { parameterLength = newValue }
  }
}

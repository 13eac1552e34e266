/// What restoring does with a route that cannot be restored: its name is not registered,
/// or its data does not decode.
public enum RestorationMode: Sendable, Hashable {
  /// Any problem fails the whole restore; nothing changes.
  case strict
  /// A route that cannot be restored is dropped with every entry above it in its stack and
  /// the layer that stack presents; a stack root that cannot be restored drops its layer;
  /// a popover's anchor or a sheet's detent that does not fit its layer is dropped from it.
  /// The rest is restored, and the ``RestorationSummary`` lists what was dropped. A problem
  /// with the snapshot's structure, or with a root screen of the tree's own stacks, still
  /// fails the restore.
  case lenient
}

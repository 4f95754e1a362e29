// TagFlowSnapshotTesting built without its package trait: one clear error, not "no such module".
//
// The compiler stops at the first file whose import fails, so this file's name sorts before
// the one that imports SnapshotTesting.

#if !TagFlowSnapshotTesting
  #error("TagFlowSnapshotTesting needs the package trait of its name: traits: [\"TagFlowSnapshotTesting\"]")
#endif

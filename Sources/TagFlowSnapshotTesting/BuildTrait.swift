// TagFlowSnapshotTesting built without its package trait: one clear error, not "no such module".

#if !TagFlowSnapshotTesting
  #error("TagFlowSnapshotTesting needs the package trait of its name: traits: [\"TagFlowSnapshotTesting\"]")
#endif

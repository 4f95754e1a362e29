// TagFlowReaders built without its package trait: one clear error, not "no such module
// 'SystemPackage'" from TagFlow, which the trait's TagFlow trait brings.

#if !TagFlowReaders
  #error("TagFlowReaders needs the package trait TagFlowReaders: traits: [\"TagFlowReaders\"] (docs/packages.md)")
#endif

// TagFlowBatch built without its package trait: one clear error, not "no such module
// 'SystemPackage'" from TagFlow, which the trait's TagFlow trait brings.

#if !TagFlowBatch
  #error("TagFlowBatch needs the package trait TagFlowBatch: traits: [\"TagFlowBatch\"] (docs/packages.md)")
#endif

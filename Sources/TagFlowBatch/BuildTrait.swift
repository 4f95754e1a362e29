// TagFlowBatch built without its package trait: one clear error, not "no such module 'Yams'".
//
// The compiler stops at the first file whose import fails, so this file's name sorts before
// every file that imports Yams.

#if !TagFlowBatch
  #error("TagFlowBatch needs the package trait TagFlowBatch: traits: [\"TagFlowBatch\"] (docs/packages.md)")
#endif

// TagFlow built without its package trait: one clear error, not "no such module 'SystemPackage'".
//
// The compiler stops at the first file whose import fails, so this file's name sorts before
// every file that imports SystemPackage.

#if !TagFlow
  #error(
    "TagFlow, TagFlowComparison and TagFlowTesting need the package trait TagFlow: traits: [\"TagFlow\"] (docs/packages.md)"
  )
#endif

// TagFlow built without its package trait: one clear error, not "no such module 'Yams'".

#if !TagFlow
  #error("TagFlow and TagFlowTesting need the package trait TagFlow: traits: [\"TagFlow\"] (docs/packages.md)")
#endif

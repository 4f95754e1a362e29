// The tagflow command built without its package trait: one clear error, not "no such module".
//
// The compiler stops at the first file whose import fails, so this file's name sorts before
// every file that imports ArgumentParser.

#if !CLI
  #error("The tagflow command needs the package trait CLI: traits: [\"CLI\"] (docs/packages.md)")
#endif

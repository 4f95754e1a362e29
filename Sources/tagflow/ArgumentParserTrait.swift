// The tagflow command built without its package trait: one clear error, not "no such module".

#if !CLI
  #error("The tagflow command needs the package trait CLI: traits: [\"CLI\"] (docs/packages.md)")
#endif

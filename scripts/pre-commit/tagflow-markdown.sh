#!/usr/bin/env bash
# pre-commit hook tagflow-markdown: each tracked X.template.md (or X.template.markdown) is
# rendered by `tagflow markdown X.template.md -o X.md`, which writes X.md and the images of its
# ```tags blocks. As a formatter does, the hook fails when it had to change or add a file, and
# passes when every file already held what tagflow writes.
# usage: tagflow-markdown.sh [OPTION...]
#   Each OPTION goes to every `tagflow markdown` (--images images --format png --scale 2 ...).
#   Run from the repository's root, as pre-commit runs hooks.
set -euo pipefail
if ! command -v tagflow >/dev/null; then
  echo "tagflow-markdown: tagflow is not on PATH; install TagFlow's Debian package or tarball first" \
    "(TagFlow's README, Install)" >&2
  exit 1
fi

# The digest of a file, or '-' when there is none.
digest() {
  if [ -f "$1" ]; then sha256sum <"$1" | cut -d' ' -f1; else echo -; fi
}

changed=0
while IFS= read -r -d '' template; do
  output=${template%.template.*}.${template##*.}
  # What tagflow would write ('would write PATH' lines), and what each of those files holds now.
  listing=$(tagflow markdown "$template" -o "$output" --dry-run "$@")
  files=()
  before=()
  while IFS= read -r line; do
    case $line in
      "would write "*) files+=("${line#would write }") ;;
    esac
  done <<<"$listing"
  for file in "${files[@]}"; do before+=("$(digest "$file")"); done
  tagflow markdown "$template" -o "$output" "$@"
  for index in "${!files[@]}"; do
    if [ "$(digest "${files[index]}")" != "${before[index]}" ]; then
      if [ "${before[index]}" = - ]; then verb=added; else verb=updated; fi
      echo "tagflow-markdown: $verb ${files[index]} (from $template)" >&2
      changed=1
    fi
  done
done < <(git ls-files -z -- '*.template.md' '*.template.markdown')
exit $changed

#!/usr/bin/env bash
# pre-commit hook tagflow-check: `tagflow check` on every tracked manifest named tagflow.yaml,
# tagflow.yml or tagflow.json; fails when any image differs from its reference or has none
# (a missing reference is recorded, as on a developer's machine, so the next run passes once
# it is committed).
# usage: tagflow-check.sh [OPTION...]
#   Each OPTION goes to every `tagflow check` (--references refs --record never ...).
#   Run from the repository's root, as pre-commit runs hooks.
set -euo pipefail
if ! command -v tagflow >/dev/null; then
  echo "tagflow-check: tagflow is not on PATH; install TagFlow's Debian package or tarball first" \
    "(TagFlow's README, Install)" >&2
  exit 1
fi

status=0
found=0
while IFS= read -r -d '' manifest; do
  found=1
  tagflow check "$manifest" "$@" || status=$?
done < <(git ls-files -z -- tagflow.yaml tagflow.yml tagflow.json '*/tagflow.yaml' '*/tagflow.yml' '*/tagflow.json')
if [ $found -eq 0 ]; then
  echo "tagflow-check: no tracked tagflow.yaml, tagflow.yml or tagflow.json; nothing to check" >&2
fi
exit $status

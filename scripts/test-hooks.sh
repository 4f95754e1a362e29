#!/usr/bin/env bash
# Runs this checkout's pre-commit hooks (.pre-commit-hooks.yaml) with `pre-commit try-repo` in
# generated git repositories, as a user's repository runs them:
#   tagflow-markdown: a first run writes X.md and its images from X.template.md and fails; once
#     they are committed a run passes; an image made stale (edited, deleted, or its block
#     changed) fails the next run, which writes it back as tagflow draws it; the run after passes.
#   tagflow-check: a first run records the missing references and fails; once committed a run
#     passes; a changed manifest fails.
# Each of SEEDS repositories (default 3) holds templates with seeded random tag blocks.
# usage: scripts/test-hooks.sh [SEEDS]   (tagflow: the tarball in dist/, else .build/release/tagflow)
# try-repo reads the hooks of this checkout's HEAD: commit a change to them before running this
# (with uncommitted changes it clones the whole repository again for every run of a hook).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
seeds=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/tagflow-test-hooks.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# tagflow as a user has it: the tarball's binary, or the fast-start build.
shopt -s nullglob
tarballs=(dist/tagflow-*-linux-x86_64.tar.gz)
if [ ${#tarballs[@]} -gt 0 ]; then
  tar -xzf "${tarballs[-1]}" -C "$work"
  bin=$(echo "$work"/tagflow-*/bin)
elif [ -x .build/release/tagflow ]; then
  mkdir "$work/bin"
  ln -s "$checkout/.build/release/tagflow" "$work/bin/tagflow"
  bin=$work/bin
else
  echo "test-hooks.sh: no tagflow: run scripts/package.sh or scripts/build-fast-start.sh" >&2
  exit 2
fi
export PATH=$bin:$PATH
# pre-commit from PyPI, in a virtual environment of its own, unless one is on PATH.
if ! command -v pre-commit >/dev/null; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet pre-commit >&2
  export PATH=$PATH:$work/venv/bin
fi
# The hooks run as on a developer's machine, where `check` records a missing reference; with
# CI set (.ci/run sets it) `check` records none and the first tagflow-check run would write nothing.
unset CI
export PRE_COMMIT_HOME=$work/pre-commit-home
export GIT_CONFIG_GLOBAL=$work/gitconfig GIT_CONFIG_NOSYSTEM=1
git config --global user.name "test-hooks" && git config --global user.email "test-hooks@localhost"
git config --global init.defaultBranch main

fail() {
  echo "test-hooks.sh (seed $seed): $*" >&2
  exit 1
}
# hook ID: runs pre-commit try-repo on this checkout; prints its status, its output to hook.log.
hook() {
  local status=0
  pre-commit try-repo "$checkout" "$1" --all-files >"$work/hook.log" 2>&1 || status=$?
  echo $status
}
expect() { # STATUS ID WHAT
  local status
  status=$(hook "$2")
  [ "$status" -eq "$1" ] || fail "$2 $3: exited $status, not $1: $(cat "$work/hook.log")"
}

words=(swift linux pango cairo flexbox layout png svg pdf unicode docs readme ci fonts harfbuzz
  typography batch tags "open source" "C++" "Ünïcödé" "日本語")
tag_block() { # a ```tags block of 1 to 6 random tags, sometimes with options
  local options=("" " --theme dark" " --width 300" " --justify center" " --fit")
  echo "\`\`\`tags${options[RANDOM % ${#options[@]}]}"
  local count=$((RANDOM % 6 + 1)) index
  for ((index = 0; index < count; index++)); do echo "${words[RANDOM % ${#words[@]}]}"; done
  echo '```'
}

for ((seed = 1; seed <= seeds; seed++)); do
  RANDOM=$seed
  repository=$work/repository-$seed
  mkdir -p "$repository/docs"
  cd "$repository"
  git init -q
  # Templates: README at the root and one to three pages under docs/, each with one to three blocks.
  templates=(README.template.md)
  for ((page = 1; page <= RANDOM % 3 + 1; page++)); do templates+=("docs/page-$page.template.md"); done
  for template in "${templates[@]}"; do
    {
      echo "# $(basename "$template" .template.md)"
      for ((block = 1; block <= RANDOM % 3 + 1; block++)); do
        echo
        echo "Paragraph $block."
        echo
        tag_block
      done
    } >"$template"
  done
  tagflow example --print | sed 's/^  width: 600/  width: 320/' >tagflow.yaml
  printf '.tagflow-check/\n.tagflow-state\n' >.gitignore
  git add -A && git commit -qm "templates and a manifest"

  # tagflow-markdown: written, committed, passing.
  expect 1 tagflow-markdown "on templates never rendered"
  for template in "${templates[@]}"; do
    [ -s "${template%.template.md}.md" ] || fail "no ${template%.template.md}.md after the first run"
  done
  git add -A && git commit -qm "rendered"
  expect 0 tagflow-markdown "after its files were committed"
  mapfile -t images < <(git ls-files '*.svg')
  [ ${#images[@]} -gt 0 ] || fail "the first run wrote no image"
  # A stale image: edited by hand, or deleted; each run after fails once and puts it back.
  image=${images[RANDOM % ${#images[@]}]}
  cp "$image" "$work/fresh.svg"
  echo '<!-- edited -->' >>"$image"
  expect 1 tagflow-markdown "with $image edited"
  cmp -s "$image" "$work/fresh.svg" || fail "tagflow-markdown did not write $image back as tagflow draws it"
  expect 0 tagflow-markdown "after it fixed $image"
  rm "$image"
  expect 1 tagflow-markdown "with $image deleted"
  cmp -s "$image" "$work/fresh.svg" || fail "tagflow-markdown did not write the deleted $image back"
  expect 0 tagflow-markdown "after it wrote $image back"
  # A changed block: its image and the Markdown change, and a template's other files do not.
  template=${templates[RANDOM % ${#templates[@]}]}
  sed -i '0,/^```tags/s/^```tags.*/&\nchanged-tag/' "$template"
  git add "$template" && git commit -qm "a block changed"
  expect 1 tagflow-markdown "with a block of $template changed"
  grep -q 'changed-tag' "${template%.template.md}.md" || fail "the new tag is not in the alt text of ${template%.template.md}.md"
  git diff --quiet -- "${images[@]}" ':!'"${template%.template.md}"'*' ||
    fail "a changed block of $template rewrote another template's image: $(git diff --stat)"
  git add -A && git commit -qm "rendered again"
  expect 0 tagflow-markdown "after the change was committed"

  # tagflow-check: missing references recorded (a failure), then passing, then a change fails.
  expect 1 tagflow-check "with no references"
  [ -s tags.png ] || fail "tagflow-check recorded no tags.png"
  git add -A && git commit -qm "references"
  expect 0 tagflow-check "against its own references"
  sed -i '0,/tags: \[/s/tags: \[/tags: [changed, /' tagflow.yaml
  expect 1 tagflow-check "with a job's tags changed"
  git checkout -q -- tagflow.yaml
  expect 0 tagflow-check "with the manifest restored"
  cd "$checkout"
  echo "seed $seed: ${#templates[@]} templates, ${#images[@]} images: passed" >&2
done
echo "test-hooks.sh: passed ($seeds repositories)"

#!/usr/bin/env bash
# What a user does first with an installed tagflow, checked: scripts/test-package.sh runs it
# inside a clean Debian root, once with the package installed and once with the tarball on PATH.
# usage: package-checks.sh FOLDER   (FOLDER holds tiger.jpg and tiger-2.jpg; the work is done there)
# Prints 'first image: N ms' for the docs' figures.
set -euo pipefail
cd "$1"
fail() {
  echo "package-checks: $*" >&2
  exit 1
}
milliseconds() { echo $(($(date +%s%N) / 1000000)); }

# README's first example, with fontconfig's cache not made yet: the first image a user waits for.
start=$(milliseconds)
tagflow example out/ >written.txt
echo "first image: $(($(milliseconds) - start)) ms (tagflow example out/, $(wc -l <written.txt) files)"
start=$(milliseconds)
tagflow example again/ >/dev/null
echo "second run: $(($(milliseconds) - start)) ms"
[ -s written.txt ] || fail "tagflow example out/ listed no file"
while read -r file; do
  [ -s "$file" ] || fail "tagflow example listed $file, which is missing or empty"
done <written.txt
for png in out/*.png; do
  [ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ] || fail "$png is not a PNG"
done
grep -qx 'out/tags.svg' written.txt || fail "tagflow example out/ wrote no out/tags.svg: $(tr '\n' ' ' <written.txt)"

# One check with a JUnit file: passing against the batch's own images, then failing on a change.
tagflow example --print >manifest.yaml
tagflow batch manifest.yaml >/dev/null
tagflow check manifest.yaml --record never --junit junit.xml >check.txt || fail "check failed: $(cat check.txt)"
grep -q '<testsuite' junit.xml || fail "junit.xml has no <testsuite>"
grep -q '<failure' junit.xml && fail "junit.xml reports a failure on unchanged images"
sed -i '0,/tags: \[/s/tags: \[/tags: [changed, /' manifest.yaml
if tagflow check manifest.yaml --record never --junit junit.xml >check.txt 2>&1; then
  fail "check passed a manifest whose first job's tags changed"
fi
grep -q '<failure' junit.xml || fail "junit.xml reports no failure for a changed image"

# diff of two JPEGs: the same file matches, odiff's tiger pair differs (status 1).
tagflow diff tiger.jpg tiger.jpg >diff.txt || fail "diff of a JPEG with itself: $(cat diff.txt)"
status=0
tagflow diff tiger.jpg tiger-2.jpg >diff.txt 2>&1 || status=$?
[ $status -eq 1 ] || fail "diff of two different JPEGs exited $status: $(cat diff.txt)"

# The man pages: found by man, and holding every option --help shows, for every command.
man -w tagflow >/dev/null || fail "man -w tagflow finds no page"
man -w tagflow-render >/dev/null || fail "man -w tagflow-render finds no page"
LC_ALL=C MANWIDTH=100 man tagflow-render >render.txt 2>man-errors.txt || fail "man tagflow-render: $(cat man-errors.txt)"
[ ! -s man-errors.txt ] || fail "man tagflow-render: $(cat man-errors.txt)"
grep -q 'tagflow render' render.txt || fail "man tagflow-render does not name tagflow render"
commands=$(tagflow --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | awk '/^  [a-z]/ { print $1 }')
[ -n "$commands" ] || fail "tagflow --help lists no subcommand"
for command in "" $commands; do
  page=tagflow${command:+-$command}
  [ "$command" = help ] && continue
  LC_ALL=C MANWIDTH=1000 man "$page" >page.txt 2>/dev/null || fail "no man page $page for tagflow $command"
  # shellcheck disable=SC2086 # $command is one word or none
  for option in $(tagflow $command --help | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u); do
    grep -qF -- "$option" page.txt || fail "man $page lacks $option, which tagflow $command --help shows"
  done
done

# Completion in an interactive bash, loaded by bash-completion as a Tab press loads it.
completion=$(bash --login -i -c '__load_completion tagflow; complete -p tagflow' 2>/dev/null) ||
  fail "complete -p tagflow answered nothing in an interactive bash"
[[ $completion == *" tagflow" ]] || fail "complete -p tagflow: $completion"
words=$(bash --login -i -c '__load_completion tagflow
  function=$(complete -p tagflow | sed -E "s/.* -F ([^ ]+) .*/\1/")
  COMP_WORDS=(tagflow ren); COMP_CWORD=1; COMP_LINE="tagflow ren"; COMP_POINT=${#COMP_LINE}
  "$function" tagflow ren tagflow; echo "${COMPREPLY[*]}"' 2>/dev/null)
[[ " $words " == *" render "* ]] || fail "tagflow ren<Tab> offers '$words', not render"
echo "checks passed"

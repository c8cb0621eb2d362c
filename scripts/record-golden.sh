#!/usr/bin/env bash
# Re-record the golden games (tests/golden). Review `git diff tests/golden` before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f tests/golden/*.json
for spec in "3 golden-3" "4 golden-4" "6 golden-6" "4 goal-11" "5 golden-5"; do
  set -- $spec
  npm run -s cli -- sim --players "$1" --games 1 --seed "$2" --save-dir tests/golden >/dev/null
done
npm run -s cli -- replay tests/golden/*.json

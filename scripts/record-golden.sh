#!/usr/bin/env bash
# Re-record the golden games (tests/golden). Review `git diff tests/golden` before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f tests/golden/*.json
# players, seed, rule options; goal-0 is a 4-player game that ends by a goal.
for spec in "3 golden-3" "4 golden-4" "6 golden-6" "4 goal-0" "5 golden-5" "4 golden-de --edition de --hidden-illuminati --misstate" "5 golden-hidden-goals --hidden-goals"; do
  set -- $spec
  players=$1 seed=$2
  shift 2
  npm run -s cli -- sim --players "$players" --games 1 --seed "$seed" --save-dir tests/golden "$@" >/dev/null
done
npm run -s cli -- replay tests/golden/*.json

#!/bin/sh
# Times the arbiter: 200 luzhanqi games (100 deals) between two random players that answer at
# once (go nodes 1), two games at a time. The target is under 30 s of wall time on 2 cores.
# Usage: tools/match-speed.sh [BUILD_DIR]   (default build/match)
set -eu
build=${1:-build/match}
engine="cmd=$build/protocol/zhuge option.Player=random nodes=1"
start=$(date +%s.%N)
"$build/tools/zhuge-match" --engine $engine name=random-a --engine $engine name=random-b \
  --deals 100 --seed 1 --concurrency 2
end=$(date +%s.%N)
echo "200 games in $(echo "$end - $start" | bc) s"

#!/bin/sh
# An engine that speaks the protocol until its Nth `go`, then exits: the arbiter must score
# a disconnect and carry on. N is the first argument (default 3); moves come from `zhuge`.
# Usage: exiting_engine.sh N PATH-TO-ZHUGE
limit=${1:-3}
engine=$2
gos=0
# Forward everything to a real engine, but stop at the Nth go.
{
  while IFS= read -r line; do
    case "$line" in
      go*) gos=$((gos + 1)); [ "$gos" -ge "$limit" ] && exit 0 ;;
    esac
    printf '%s\n' "$line"
  done
} | "$engine" --player random

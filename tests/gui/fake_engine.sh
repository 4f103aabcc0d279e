#!/bin/sh
# An engine that speaks just enough of the protocol to start, then misbehaves on `go`:
#   illegal  answers an action no game has (and an info line first)
#   silent   never answers, so its time runs out
mode=$1
while IFS= read -r line; do
  case "$line" in
    uci) printf 'id name fake\nuciok\n' ;;
    isready) printf 'readyok\n' ;;
    go*) [ "$mode" = illegal ] && printf 'info depth 1 score cp 5 pv z9z9\nbestmove z9z9\n' ;;
    quit) exit 0 ;;
  esac
done

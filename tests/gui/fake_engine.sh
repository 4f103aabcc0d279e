#!/bin/sh
# An engine that speaks just enough of the protocol to start, then misbehaves on `go`:
#   illegal  answers an action no game has (and an info line first)
#   silent   never answers, so its time runs out
# or, as `relay LOG ENGINE`, a real engine that offers levels of a known range: it declares
# UCI_Elo 800..2400 at `uci` in place of ENGINE's own declaration, writes every line it is sent
# to LOG, and passes all but the level options on to ENGINE.
mode=$1
if [ "$mode" = relay ]; then
  log=$2
  exec 3>&1
  while IFS= read -r line; do
    printf '%s\n' "$line" >>"$log"
    case "$line" in
      uci) printf 'option name UCI_Elo type spin default 1500 min 800 max 2400\n' >&3 ;;
      "setoption name UCI_Elo "* | "setoption name UCI_LimitStrength "*) continue ;;
    esac
    printf '%s\n' "$line"
    [ "$line" = quit ] && exit 0
  done | "$3" | sed -u '/^option name UCI_Elo /d'
  exit 0
fi
while IFS= read -r line; do
  case "$line" in
    uci) printf 'id name fake\nuciok\n' ;;
    isready) printf 'readyok\n' ;;
    go*) [ "$mode" = illegal ] && printf 'info depth 1 score cp 5 pv z9z9\nbestmove z9z9\n' ;;
    quit) exit 0 ;;
  esac
done

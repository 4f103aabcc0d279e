#!/usr/bin/env bash
# Developer entry point, as used by the README's Quick start and by CI.
#   tools/dev.sh play    install what is missing, build Release, start the engine
#   tools/dev.sh gui     install what is missing, build Release, start the browser GUI (zhuge-gui)
#   tools/dev.sh test    install what is missing, build, run every test (also under ASan+UBSan,
#                        and the GUI in headless Chromium)
#   tools/dev.sh build   install what is missing and build Release only
#   tools/dev.sh bench   build Release and run the Google Benchmark suite
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=$(nproc 2>/dev/null || echo 2)
packages=(g++ cmake make libboost-program-options-dev catch2 libbenchmark-dev clang libclang-rt-14-dev
  libboost-dev nlohmann-json3-dev chromium chromium-driver python3-selenium python3-websocket
  fonts-wqy-microhei parallel openssh-server openssh-client python3-matplotlib)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  fi
}

# build DIR [cmake args...]: configure once, then build every target.
build() {
  local dir=$1
  shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
}

release() { build build/release -DCMAKE_BUILD_TYPE=Release; }

# Builds the libFuzzer targets with clang and runs each from its committed seed
# corpus for a bounded time; new inputs go to a scratch folder, not the repository.
# The command loop's corpus is tests/fuzz/corpus/command_loop/; each game's FEN
# fuzzer has its own, tests/<game>/fuzz/corpus/ (target <game>_fen).
fuzz() {
  CC=clang CXX=clang++ build build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZHUGE_FUZZ=ON \
    -DZHUGE_TESTS=OFF -DZHUGE_BENCHMARKS=OFF
  local seconds=${ZHUGE_FUZZ_SECONDS:-20} targets=0
  for corpus in tests/fuzz/corpus/*/ tests/*/fuzz/corpus/; do
    local target scratch log
    case $corpus in
      tests/fuzz/*) target=$(basename "$corpus") ;;
      *) target=$(basename "$(dirname "$(dirname "$corpus")")")_fen ;;
    esac
    scratch=$(mktemp -d)
    log=build/fuzz/$target.log
    if ! build/fuzz/tests/fuzz/fuzz_"$target" -max_total_time="$seconds" -timeout=10 \
      -artifact_prefix="build/fuzz/$target-" -print_final_stats=1 "$scratch" "$corpus" >"$log" 2>&1; then
      tail -n 40 "$log" >&2
      echo "fuzz_$target failed; the input is in build/fuzz/$target-*" >&2
      return 1
    fi
    echo "fuzz_$target: $(grep -m1 stat::number_of_executed_units "$log") in ${seconds}s" >&2
    rm -rf "$scratch"
    targets=$((targets + 1))
  done
  echo "fuzz: $targets passed, 0 failed"
}

case "${1:-play}" in
  play)
    install_missing
    release >&2
    shift || true
    exec build/release/protocol/zhuge "$@"
    ;;
  gui)
    install_missing
    release >&2
    shift || true
    exec build/release/tools/gui/zhuge-gui --engine "cmd=build/release/protocol/zhuge name=zhuge" "$@"
    ;;
  build)
    install_missing
    release
    ;;
  bench)
    install_missing
    release
    build/release/bench/zhuge_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
    ;;
  test)
    install_missing
    release
    (cd build/release && ctest --output-on-failure -j "$jobs")
    # The page and the server end to end, in headless Chromium (Debian's python3 has selenium).
    /usr/bin/python3 tests/gui/browser_test.py --build build/release
    # The same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
    build build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZHUGE_SANITIZE=ON -DZHUGE_BENCHMARKS=OFF
    (cd build/sanitize && ctest --output-on-failure -j "$jobs")
    # The multi-threaded searches under ThreadSanitizer.
    build build/tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZHUGE_TSAN=ON -DZHUGE_BENCHMARKS=OFF
    build/tsan/tests/zhuge_tests "[threads]"
    fuzz
    ;;
  *)
    echo "usage: tools/dev.sh play|gui|test|build|bench" >&2
    exit 2
    ;;
esac

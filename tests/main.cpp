// The test runner. Like zhuge-match and zhuge-gui, whose libraries the tests drive, it ignores
// SIGPIPE: a write to an engine that exited must fail a test (or be handled), not kill the run.

#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <csignal>

int main(int argc, char* argv[]) {
  std::signal(SIGPIPE, SIG_IGN);
  return Catch::Session().run(argc, argv);
}

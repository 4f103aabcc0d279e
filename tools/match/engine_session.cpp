#include "tools/match/engine_session.hpp"

namespace zhuge::match {
namespace {

constexpr int kAbandonCheckMs = 50;

Clock::time_point after_ms(int ms) {
  return Clock::now() + std::chrono::milliseconds(ms);
}

}  // namespace

bool EngineSession::start() {
  if (!process_.start(spec_.command, spec_.dir) || !process_.write_line("uci")) return false;
  declared_options_.clear();
  const auto deadline = after_ms(patience_.ping_timeout_ms);
  for (std::string line; !line.starts_with("uciok");) {
    if (wait_for("", deadline, line) != EngineProcess::ReadStatus::Line) return false;
    if (line.starts_with("option ")) declared_options_.push_back(line);
  }
  for (const auto& [name, value] : spec_.options) {
    if (!set_option(name, value)) return false;
  }
  variant_.clear();
  return true;
}

std::optional<std::string> EngineSession::new_game(const std::string& variant) {
  const bool ready =
      (process_.running() || start()) &&
      (variant == variant_ || process_.write_line("setoption name UCI_Variant value " + variant)) &&
      process_.write_line("ucinewgame") && ping();
  if (!ready) {
    process_.kill();
    return "disconnect";
  }
  variant_ = variant;
  return std::nullopt;
}

bool EngineSession::set_option(const std::string& name, const std::string& value) {
  return process_.write_line("setoption name " + name + " value " + value);
}

bool EngineSession::ping() {
  std::string line;
  return process_.write_line("isready") && wait_for("readyok", after_ms(patience_.ping_timeout_ms),
                                                    line) == EngineProcess::ReadStatus::Line;
}

EngineProcess::ReadStatus EngineSession::wait_for(const std::string& prefix,
                                                  Clock::time_point deadline, std::string& line) {
  for (;;) {
    const auto until = abandoned_ ? std::min(deadline, after_ms(kAbandonCheckMs)) : deadline;
    const auto status = process_.read_line(line, until);
    if (status == EngineProcess::ReadStatus::Timeout && until < deadline) {
      if (abandoned_()) return EngineProcess::ReadStatus::Closed;
      continue;
    }
    if (status != EngineProcess::ReadStatus::Line) return status;
    if (info_listener_ && line.starts_with("info ")) info_listener_(line);
    if (line.starts_with(prefix)) return status;
  }
}

EngineSession::Answer EngineSession::best_move(const std::string& position, const std::string& go,
                                               std::optional<int> allowance_ms) {
  Answer answer;
  const auto started = Clock::now();
  const auto finish = [&](std::string fault) {
    answer.used_ms = static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count());
    answer.fault = std::move(fault);
    if (!answer.fault.empty()) fail();
    return answer;
  };
  if (!process_.write_line(position) || !process_.write_line(go)) return finish("disconnect");
  std::string line;
  for (;;) {
    const auto deadline = allowance_ms ? started + std::chrono::milliseconds(*allowance_ms)
                                       : after_ms(patience_.ping_interval_ms);
    switch (wait_for("bestmove", deadline, line)) {
      case EngineProcess::ReadStatus::Closed:
        return finish("disconnect");
      case EngineProcess::ReadStatus::Timeout:
        if (allowance_ms) return finish("timeout");
        // No time limit: a live engine answers a ping while it thinks; bestmove may come first.
        if (!process_.write_line("isready")) return finish("disconnect");
        if (wait_for("", after_ms(patience_.ping_timeout_ms), line) !=
            EngineProcess::ReadStatus::Line) {
          return finish("disconnect");
        }
        if (!line.starts_with("bestmove")) continue;
        [[fallthrough]];
      case EngineProcess::ReadStatus::Line: {
        const auto begin = line.find_first_not_of(' ', 8);
        const auto end = line.find(' ', begin);
        answer.move = begin == std::string::npos ? "" : line.substr(begin, end - begin);
        return finish("");
      }
    }
  }
}

}  // namespace zhuge::match

#include "tools/match/engine_session.hpp"

#include <sstream>

namespace zhuge::match {
namespace {

constexpr int kAbandonCheckMs = 50;

Clock::time_point after_ms(int ms) {
  return Clock::now() + std::chrono::milliseconds(ms);
}

// The words after `bestmove`: the move, and the reply after `ponder`.
EngineSession::Answer parse_best_move(const std::string& line) {
  std::istringstream words(line.substr(8));
  EngineSession::Answer answer;
  std::string word;
  words >> answer.move >> word;
  if (word == "ponder") words >> answer.ponder;
  return answer;
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

EngineSession::Answer EngineSession::finish(Answer answer, Clock::time_point started,
                                            std::string fault) {
  answer.used_ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count());
  answer.fault = std::move(fault);
  if (!answer.fault.empty()) fail();
  return answer;
}

EngineSession::Answer EngineSession::best_move(const std::string& position, const std::string& go,
                                               std::optional<int> allowance_ms) {
  const auto started = Clock::now();
  if (!process_.write_line(position) || !process_.write_line(go)) {
    return finish({}, started, "disconnect");
  }
  return await_best_move(started, allowance_ms);
}

EngineSession::Answer EngineSession::await_best_move(Clock::time_point started,
                                                     std::optional<int> allowance_ms) {
  std::string line;
  for (;;) {
    const auto deadline = allowance_ms ? started + std::chrono::milliseconds(*allowance_ms)
                                       : after_ms(patience_.ping_interval_ms);
    switch (wait_for("bestmove", deadline, line)) {
      case EngineProcess::ReadStatus::Closed:
        return finish({}, started, "disconnect");
      case EngineProcess::ReadStatus::Timeout:
        if (allowance_ms) return finish({}, started, "timeout");
        // No time limit: a live engine answers a ping while it thinks; bestmove may come first.
        if (!process_.write_line("isready")) return finish({}, started, "disconnect");
        if (wait_for("", after_ms(patience_.ping_timeout_ms), line) !=
            EngineProcess::ReadStatus::Line) {
          return finish({}, started, "disconnect");
        }
        if (!line.starts_with("bestmove")) continue;
        [[fallthrough]];
      case EngineProcess::ReadStatus::Line:
        return finish(parse_best_move(line), started, "");
    }
  }
}

EngineSession::Answer EngineSession::ponder(const std::string& position, const std::string& go,
                                            const PonderVerdict& verdict) {
  const auto started = Clock::now();
  const std::string go_ponder = "go ponder" + go.substr(2);
  if (!process_.write_line(position) || !process_.write_line(go_ponder)) {
    return finish({}, started, "disconnect");
  }
  // An engine may answer before the verdict (UCI says it should not); that answer is kept.
  std::optional<std::string> early;
  std::string line;
  while (verdict.state == PonderVerdict::kPending) {
    const auto status = wait_for("bestmove", after_ms(kAbandonCheckMs), line);
    if (status == EngineProcess::ReadStatus::Closed || (abandoned_ && abandoned_())) {
      return finish({}, started, "disconnect");
    }
    if (status == EngineProcess::ReadStatus::Line) early = line;
  }
  const auto decided = Clock::now();
  if (verdict.state == PonderVerdict::kMiss) {
    if (early) return finish(parse_best_move(*early), decided, "");
    if (!process_.write_line("stop")) return finish({}, decided, "disconnect");
    if (wait_for("bestmove", after_ms(patience_.ping_timeout_ms), line) !=
        EngineProcess::ReadStatus::Line) {
      return finish({}, decided, "disconnect");
    }
    return finish(parse_best_move(line), decided, "");
  }
  if (early) return finish(parse_best_move(*early), decided, "");
  if (!process_.write_line("ponderhit")) return finish({}, decided, "disconnect");
  const int allowance = verdict.allowance_ms;
  return await_best_move(decided, allowance < 0 ? std::nullopt : std::optional<int>(allowance));
}

}  // namespace zhuge::match

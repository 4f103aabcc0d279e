#include "tools/match/match_runner.hpp"

#include <unistd.h>

#include <atomic>
#include <fstream>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include "tools/match/game_runner.hpp"
#include "tools/match/json_summary.hpp"
#include "tools/match/match_report.hpp"
#include "tools/match/resume.hpp"

namespace zhuge::match {
namespace {

// What the worker threads share: the job list, the outputs and the SPRT's verdict. `played`: the
// games of a resumed match, counted as if just played.
class MatchState {
 public:
  MatchState(const MatchConfig& config, std::vector<GameJob> jobs, std::vector<GameRecord> played)
      : config_(config),
        total_(jobs.size() + played.size()),
        jobs_(std::move(jobs)),
        show_progress_(isatty(STDERR_FILENO)),
        games_(std::move(played)) {
    stopped_ = sprt_decided();
  }

  bool open(std::string& error) {
    const auto open_one = [&error](std::ofstream& file, const std::string& path) {
      if (path.empty()) return true;
      file.open(path, std::ios::app);
      if (!file) error = "cannot write '" + path + "'";
      return static_cast<bool>(file);
    };
    return open_one(records_, config_.records_path) && open_one(summary_, config_.summary_path);
  }

  const GameJob* next_job() {
    if (stopped_) return nullptr;
    const std::size_t i = next_++;
    return i < jobs_.size() ? &jobs_[i] : nullptr;
  }

  void finish(GameRecord record) {
    const std::lock_guard lock(mutex_);
    if (records_.is_open()) write_record(records_, record), records_.flush();
    if (summary_.is_open()) summary_ << summary_line(record) << '\n' << std::flush;
    games_.push_back(std::move(record));
    if (sprt_decided()) stopped_ = true;
    if (show_progress_) progress();
  }

  std::vector<GameRecord> take_games() {
    if (show_progress_) std::cerr << '\n';
    return std::move(games_);
  }

 private:
  bool sprt_decided() const {
    return config_.sprt && decide(sprt_llr(games_, config_.engines.front().name, *config_.sprt),
                                  *config_.sprt) != SprtDecision::Continue;
  }

  void progress() {
    int faults = 0;
    for (const GameRecord& g : games_) faults += g.offender.has_value();
    std::cerr << "\rgames " << games_.size() << '/' << total_ << ", faults " << faults;
    if (config_.game->write_progress) {
      config_.game->write_progress(std::cerr, games_, config_.engines.front().name);
    }
    std::cerr << "   " << std::flush;
  }

  const MatchConfig& config_;
  const std::size_t total_;
  const std::vector<GameJob> jobs_;
  const bool show_progress_;
  std::atomic<std::size_t> next_ = 0;
  std::atomic<bool> stopped_ = false;
  std::mutex mutex_;
  std::ofstream records_, summary_;
  std::vector<GameRecord> games_;
};

// One thread's engines: as many processes of each engine as a game may seat at once.
class Worker {
 public:
  explicit Worker(const MatchConfig& config) : config_(config), pool_(config.engines.size()) {}
  ~Worker() {
    for (auto& copies : pool_) {
      for (auto& session : copies) session->quit();
    }
  }

  GameRecord play(const GameJob& job) {
    std::vector<Seat> seats;
    std::vector<std::size_t> used(config_.engines.size(), 0);
    for (int engine : job.seat_engines) seats.emplace_back(session(engine, used[engine]++));
    std::string error;  // the command line has checked the game's starts
    const auto arbiter = config_.game->make_arbiter(config_.game->unit_start(config_, job.deal),
                                                    config_.limits.max_plies, error);
    GameRecord record = play_game(*arbiter, seats, config_.limits);
    record.event = config_.event;
    record.date = record_date_today();
    record.round = job.round;
    record.deal = job.deal;
    return record;
  }

 private:
  EngineSession& session(int engine, std::size_t copy) {
    auto& copies = pool_[engine];
    while (copies.size() <= copy) {
      copies.push_back(
          std::make_unique<EngineSession>(config_.engines[engine], config_.limits.patience));
    }
    return *copies[copy];
  }

  const MatchConfig& config_;
  std::vector<std::vector<std::unique_ptr<EngineSession>>> pool_;
};

}  // namespace

bool run_match(const MatchConfig& config, std::vector<GameRecord>& games, std::string& error) {
  std::vector<GameJob> jobs = schedule(config);
  std::vector<GameRecord> played;
  if (config.resume) {
    auto summary = played_games(config, jobs, error);
    if (!summary) return false;
    played = std::move(*summary);
    jobs = jobs_left(jobs, played);
  }
  MatchState state(config, std::move(jobs), std::move(played));
  if (!state.open(error)) return false;
  std::vector<std::thread> threads;
  for (int i = 0; i < config.concurrency; ++i) {
    threads.emplace_back([&config, &state]() {
      Worker worker(config);
      while (const GameJob* job = state.next_job()) state.finish(worker.play(*job));
    });
  }
  for (std::thread& t : threads) t.join();
  games = state.take_games();
  return true;
}

}  // namespace zhuge::match

#pragma once
// One game of one page: people's actions arrive as messages, engines are asked off the io thread
// and their answers come back to it, clocks are the server's (a person's too), and every change
// is sent to the page as a `state`. All of it runs on the io thread.
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "tools/gui/engine_bank.hpp"
#include "tools/gui/engine_level.hpp"
#include "tools/gui/game_services.hpp"
#include "tools/gui/game_setup.hpp"
#include "tools/gui/hint_engine.hpp"
#include "tools/match/arbiter.hpp"

namespace zhuge::gui {

class GameSession : public std::enable_shared_from_this<GameSession> {
 public:
  using Send = std::function<void(const nlohmann::json&)>;

  // Sends `board`, starts the engines off the io thread, then sends the first `state`. The
  // ticket is the game's slot, held until the game ends.
  static std::shared_ptr<GameSession> start(GameServices& services, GameSetup setup,
                                            std::unique_ptr<GameSlots::Ticket> ticket, Send send);
  GameSession(const GameSession&) = delete;
  GameSession& operator=(const GameSession&) = delete;
  ~GameSession();

  bool over() const { return arbiter_->end().has_value(); }
  // Each returns why it is refused, or nullopt when done (a `state` follows).
  std::optional<std::string> move(const std::string& text);
  std::optional<std::string> resign(int seat);
  std::optional<std::string> takeback();
  // Asks the hint engine about the person to move's position; a `hints` message follows, unless
  // an action comes first.
  std::optional<std::string> hint();
  // An engine seat's level: an Elo in its engine's range, or nullopt for full strength. The
  // engine is told before its next move.
  std::optional<std::string> set_level(int seat, std::optional<int> elo);
  // The record so far, in docs/game-records.md format.
  std::string record_text() const;

 private:
  struct SeatState {
    explicit SeatState(const SeatSetup& s) : setup(s), clock(setup.tc) {}
    SeatSetup setup;
    match::SeatClock clock;       // refers to setup.tc
    std::optional<EloRange> elo;  // what the engine offers, once it has started
    std::optional<int> level;     // nullopt: full strength
    bool level_pending = false;   // to be set before the engine's next move
  };
  using Clock = std::chrono::steady_clock;

  GameSession(GameServices& services, GameSetup setup, std::unique_ptr<match::Arbiter> arbiter,
              std::unique_ptr<GameSlots::Ticket> ticket, Send send);
  void start_engines();
  void on_engines_started(const std::vector<int>& failed);
  void ask_engine(int seat);
  void on_engine_answer(match::EngineSession::Answer answer);
  // Pondering: the engine that has just moved thinks while a person is to move; each action
  // settles whether its ponder hit (`ponderhit`), goes on, or missed (`stop`, answer discarded).
  void start_ponder();
  static void forward_info(match::EngineSession& engine, int seat, std::weak_ptr<GameSession> weak,
                           boost::asio::io_context& io);
  void settle_ponder();
  void on_ponder_stopped();
  std::string go_command(int seat) const;
  void on_hint(int token, std::optional<nlohmann::json> lines);
  void on_time_up(int token);
  // After every change: the next turn (an engine asked, a person's clock armed), then `state`.
  void next_turn();
  // Asks the engine to move, or starts a ponder, unless an engine request is in flight or a
  // stopped ponder has not answered yet.
  void proceed();
  void send_state();
  std::optional<int> last_person_ply() const;
  int elapsed_ms() const;
  bool is_engine(int seat) const { return seats_[seat].setup.engine.has_value(); }

  GameServices& services_;
  GameSetup setup_;
  std::unique_ptr<match::Arbiter> arbiter_;
  std::unique_ptr<GameSlots::Ticket> ticket_;
  Send send_;
  std::deque<SeatState> seats_;
  std::shared_ptr<EngineBank> engines_;
  std::shared_ptr<HintEngine> hints_;  // started on the first hint
  bool hint_busy_ = false;
  std::vector<int> movers_;  // the seat that played each action
  bool engines_busy_ = false;
  std::optional<int> thinking_;
  struct Ponder {
    int seat;
    std::string position;  // the position it ponders on
    bool after_reply;      // the position after the reply it expects, so a hit may come
    std::shared_ptr<match::EngineSession::PonderVerdict> verdict;
  };
  std::optional<Ponder> ponder_;
  std::optional<int> ponderer_;  // the engine seat to ponder next, with the reply it expects
  std::string expected_reply_;
  bool stopping_ = false;  // a missed ponder's engine has not yet given its discarded bestmove
  bool fresh_events_ = false;
  Clock::time_point turn_started_;
  int turn_ = 0;  // which turn a person's timer and a hint belong to
  boost::asio::steady_timer timer_;
};

}  // namespace zhuge::gui

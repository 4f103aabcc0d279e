#include "tools/gui/game_session.hpp"

#include <algorithm>
#include <sstream>

#include <boost/asio/post.hpp>

#include "tools/gui/info_line.hpp"
#include "tools/gui/state_view.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::gui {

using nlohmann::json;

std::shared_ptr<GameSession> GameSession::start(GameServices& services, GameSetup setup,
                                                std::unique_ptr<GameSlots::Ticket> ticket,
                                                Send send) {
  std::string error;  // parse_game_setup has checked the start
  auto arbiter = setup.game->make_arbiter(setup.start, services.config.limits.max_plies, error);
  send(setup.game->board(arbiter->public_fen()));
  std::shared_ptr<GameSession> game(
      new GameSession(services, std::move(setup), std::move(arbiter), std::move(ticket), send));
  if (game->engines_) {
    game->start_engines();
  } else {
    game->next_turn();
  }
  return game;
}

GameSession::GameSession(GameServices& services, GameSetup setup,
                         std::unique_ptr<match::Arbiter> arbiter,
                         std::unique_ptr<GameSlots::Ticket> ticket, Send send)
    : services_(services),
      setup_(std::move(setup)),
      arbiter_(std::move(arbiter)),
      ticket_(std::move(ticket)),
      send_(std::move(send)),
      timer_(services.io) {
  bool any_engine = false;
  for (const SeatSetup& seat : setup_.seats) {
    seats_.emplace_back(seat);
    any_engine = any_engine || seat.engine.has_value();
  }
  if (any_engine) {
    engines_ = std::make_shared<EngineBank>(services.config, setup_.seats, services.closing);
  }
}

// An engine request in flight keeps the engines; it ends at once, and the engine thread quits
// them.
GameSession::~GameSession() {
  if (engines_) engines_->abandon();
  if (hints_) hints_->abandon();
}

void GameSession::start_engines() {
  engines_busy_ = true;
  std::weak_ptr<GameSession> weak = weak_from_this();
  boost::asio::post(
      services_.workers,
      [engines = engines_, variant = std::string(setup_.game->variant), weak, &io = services_.io] {
        auto failed = engines->start(variant);
        boost::asio::post(io, [weak, failed = std::move(failed)] {
          if (auto game = weak.lock()) game->on_engines_started(failed);
        });
      });
}

void GameSession::on_engines_started(const std::vector<int>& failed) {
  engines_busy_ = false;
  if (over()) return;  // a person resigned meanwhile, and the engines are let go
  for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
    if (auto* engine = engines_->at(static_cast<int>(seat))) {
      seats_[seat].elo = elo_range(engine->declared_options());
    }
  }
  // An engine that fails to start loses at once, if that has an effect on the game.
  for (int seat : failed) {
    if (arbiter_->forfeit(seat, "disconnect")) break;
  }
  next_turn();
}

std::string GameSession::go_command(int seat) const {
  std::vector<const match::SeatClock*> clocks;
  for (const SeatState& s : seats_) clocks.push_back(s.setup.tc.has_clock() ? &s.clock : nullptr);
  return match::go_command(seats_[seat].setup.tc, arbiter_->clock_fields(clocks));
}

// The engine's info lines, thinking or pondering, go to the page as `info` messages.
void GameSession::forward_info(match::EngineSession& engine, int seat,
                               std::weak_ptr<GameSession> weak, boost::asio::io_context& io) {
  engine.set_info_listener([weak = std::move(weak), seat, &io](const std::string& line) {
    if (auto info = info_message(seat, line)) {
      boost::asio::post(io, [weak, info = std::move(*info)] {
        if (auto game = weak.lock()) game->send_(info);
      });
    }
  });
}

void GameSession::ask_engine(int seat) {
  const SeatState& state = seats_[seat];
  const std::string position = arbiter_->position_command();
  const std::string go = go_command(seat);
  const auto allowance = state.clock.allowance_ms(services_.config.limits.patience.margin_ms);
  const auto options = state.level_pending ? level_options(state.level)
                                           : std::vector<std::pair<std::string, std::string>>{};
  seats_[seat].level_pending = false;
  engines_busy_ = true;
  thinking_ = seat;
  std::weak_ptr<GameSession> weak = weak_from_this();
  boost::asio::post(services_.workers, [engines = engines_, seat, options, position, go, allowance,
                                        weak, &io = services_.io] {
    match::EngineSession& engine = *engines->at(seat);
    for (const auto& [name, value] : options) engine.set_option(name, value);
    forward_info(engine, seat, weak, io);
    auto answer = engine.best_move(position, go, allowance);
    engine.set_info_listener(nullptr);
    boost::asio::post(io, [weak, answer = std::move(answer)] {
      if (auto game = weak.lock()) game->on_engine_answer(answer);
    });
  });
}

void GameSession::on_engine_answer(match::EngineSession::Answer answer) {
  engines_busy_ = false;
  thinking_.reset();
  ponderer_.reset();
  if (over()) return;  // a person resigned meanwhile
  const int seat = arbiter_->seat_to_move();
  match::EngineSession& engine = *engines_->at(seat);
  match::charge_answer(seats_[seat].clock, engine, answer, services_.config.limits.patience);
  if (!answer.fault.empty()) {
    arbiter_->forfeit(seat, answer.fault);
  } else if (arbiter_->play(answer.move)) {
    engine.fail();
    arbiter_->forfeit(seat, match::illegal_move(answer.move));
  } else {
    movers_.push_back(seat);
    fresh_events_ = true;
    // Only a person's time is free to ponder on: two engines are both busy anyway.
    if (setup_.ponder && !over() && !is_engine(arbiter_->seat_to_move())) {
      ponderer_ = seat;
      expected_reply_ = answer.ponder;
    }
  }
  next_turn();
}

// On the position after the expected reply when it is a move the person can play; else (a flip,
// whose outcome nobody knows yet, or no reply named) on the position now.
void GameSession::start_ponder() {
  const int seat = *ponderer_;
  ponderer_.reset();
  const auto legal = arbiter_->legal_actions();
  const std::string& reply = expected_reply_;
  // A flip names its square twice (`e11e11`); a square is a letter and digits.
  const auto half = reply.find_first_not_of("0123456789", 1);
  const bool flip = half != std::string::npos && reply.substr(0, half) == reply.substr(half);
  const bool after_reply = !flip && std::find(legal.begin(), legal.end(), reply) != legal.end();
  std::string position = arbiter_->position_command();
  if (after_reply) position += " " + reply;
  auto verdict = std::make_shared<match::EngineSession::PonderVerdict>();
  ponder_ = Ponder{seat, position, after_reply, verdict};
  const auto options = seats_[seat].level_pending
                           ? level_options(seats_[seat].level)
                           : std::vector<std::pair<std::string, std::string>>{};
  seats_[seat].level_pending = false;
  std::weak_ptr<GameSession> weak = weak_from_this();
  boost::asio::post(services_.workers, [engines = engines_, seat, options, position,
                                        go = go_command(seat), verdict, weak, &io = services_.io] {
    match::EngineSession& engine = *engines->at(seat);
    for (const auto& [name, value] : options) engine.set_option(name, value);
    forward_info(engine, seat, weak, io);
    auto answer = engine.ponder(position, go, *verdict);
    engine.set_info_listener(nullptr);
    const bool hit = verdict->state == match::EngineSession::PonderVerdict::kHit;
    boost::asio::post(io, [weak, hit, answer = std::move(answer)] {
      auto game = weak.lock();
      if (game && hit) {
        game->on_engine_answer(answer);
      } else if (game) {
        game->on_ponder_stopped();
      }
    });
  });
}

// A hit is the expected reply played with the ponderer to move: its search goes on, on its
// clock from now. The same position with a person to move (in a game of three, the next side
// played the reply) goes on pondering; anything else stops it.
void GameSession::settle_ponder() {
  const int to_move = arbiter_->seat_to_move();
  const bool same = arbiter_->position_command() == ponder_->position;
  if (same && !is_engine(to_move)) return;
  SeatState& seat = seats_[ponder_->seat];
  auto& verdict = *ponder_->verdict;
  if (same && ponder_->after_reply && to_move == ponder_->seat && !seat.level_pending) {
    verdict.allowance_ms =
        seat.clock.allowance_ms(services_.config.limits.patience.margin_ms).value_or(-1);
    verdict.state = match::EngineSession::PonderVerdict::kHit;
    thinking_ = to_move;
    engines_busy_ = true;
  } else {
    verdict.state = match::EngineSession::PonderVerdict::kMiss;
    stopping_ = true;
  }
  ponder_.reset();
}

// The ponder's bestmove is in and dropped. After a miss the engine is free for the real turn;
// a ponder that ended before any verdict (its engine failed) leaves nothing to settle, and the
// engine's next turn finds the fault.
void GameSession::on_ponder_stopped() {
  stopping_ = false;
  const bool ended_unsettled = ponder_.has_value();
  ponder_.reset();
  if (over()) return;
  proceed();
  if (thinking_ || ponder_ || ended_unsettled) send_state();  // else the page saw it all
}

std::optional<std::string> GameSession::move(const std::string& text) {
  if (over()) return "the game is over";
  if (engines_busy_ && !thinking_) return "the engines are still starting";
  const int seat = arbiter_->seat_to_move();
  if (is_engine(seat)) return "it is an engine's turn";
  SeatState& state = seats_[seat];
  const int used = elapsed_ms();
  if (state.setup.tc.has_clock() && used > state.clock.left_ms()) {
    on_time_up(turn_);  // the timer is about to say so
    return std::nullopt;
  }
  if (const auto problem = arbiter_->play(text)) {
    return "move '" + text.substr(0, 16) + "': " + *problem;
  }
  state.clock.charge(used, 0);
  movers_.push_back(seat);
  fresh_events_ = true;
  next_turn();
  return std::nullopt;
}

std::optional<std::string> GameSession::resign(int seat) {
  if (seat < 0 || seat >= static_cast<int>(seats_.size()))
    return "resign: no seat " + std::to_string(seat);
  if (is_engine(seat)) return "resign: seat " + std::to_string(seat) + " is an engine's";
  if (over()) return "the game is over";
  if (!arbiter_->forfeit(seat, "resignation")) {
    return "resign: seat " + std::to_string(seat) + " is no longer in play";
  }
  next_turn();
  return std::nullopt;
}

std::optional<std::string> GameSession::set_level(int seat, std::optional<int> elo) {
  if (seat < 0 || seat >= static_cast<int>(seats_.size()))
    return "level: no seat " + std::to_string(seat);
  const std::string what = "level: seat " + std::to_string(seat);
  if (!is_engine(seat)) return what + " is a person's";
  if (over()) return "the game is over";
  SeatState& state = seats_[seat];
  if (!state.elo) return what + "'s engine offers no UCI_Elo (or has not started yet)";
  if (elo && (*elo < state.elo->min || *elo > state.elo->max)) {
    return what + ": Elo " + std::to_string(*elo) + " is outside the engine's range " +
           std::to_string(state.elo->min) + ".." + std::to_string(state.elo->max);
  }
  state.level = elo;
  state.level_pending = true;
  send_state();
  return std::nullopt;
}

std::optional<int> GameSession::last_person_ply() const {
  for (int ply = static_cast<int>(movers_.size()) - 1; ply >= 0; --ply) {
    if (!is_engine(movers_[ply])) return ply;
  }
  return std::nullopt;
}

std::optional<std::string> GameSession::takeback() {
  if (over()) return "the game is over";
  if (engines_busy_) return "takeback: wait for the engine's move";
  const auto ply = last_person_ply();
  if (!ply) return "takeback: no action of a person to take back";
  arbiter_->take_back(*ply);
  movers_.resize(*ply);
  ponderer_.reset();
  fresh_events_ = false;
  next_turn();
  return std::nullopt;
}

std::optional<std::string> GameSession::hint() {
  if (over()) return "the game is over";
  if (is_engine(arbiter_->seat_to_move())) return "hint: it is an engine's turn";
  if (hint_busy_) return "hint: the last hint is still being worked out";
  if (!hints_) {
    hints_ = std::make_shared<HintEngine>(services_.config.hint_spec(),
                                          services_.config.limits.patience, services_.closing);
  }
  hint_busy_ = true;
  boost::asio::post(services_.workers, [hints = hints_, variant = std::string(setup_.game->variant),
                                        position = arbiter_->position_command(), token = turn_,
                                        weak = weak_from_this(), &io = services_.io] {
    auto lines = hints->analyse(variant, position);
    boost::asio::post(io, [weak, token, lines = std::move(lines)] {
      if (auto game = weak.lock()) game->on_hint(token, lines);
    });
  });
  return std::nullopt;
}

// A hint for a position that has passed is dropped: the page has cleared its hints.
void GameSession::on_hint(int token, std::optional<json> lines) {
  hint_busy_ = false;
  if (token != turn_ || over()) return;
  if (!lines) {
    send_({{"type", "error"}, {"message", "hint: the hint engine did not answer"}});
    return;
  }
  send_({{"type", "hints"},
         {"ply", arbiter_->moves().size()},
         {"seat", arbiter_->seat_to_move()},
         {"lines", *lines}});
}

void GameSession::on_time_up(int token) {
  if (token != turn_ || over()) return;
  const int seat = arbiter_->seat_to_move();
  seats_[seat].clock.charge(elapsed_ms(), 0);
  arbiter_->forfeit(seat, "timeout");
  fresh_events_ = false;
  next_turn();
}

void GameSession::next_turn() {
  ++turn_;
  timer_.cancel();
  turn_started_ = Clock::now();
  if (over()) {
    // The engines quit on an engine thread, after any request in flight; the slot is free.
    if (engines_) {
      engines_->abandon();
      boost::asio::post(services_.workers, [engines = std::move(engines_)] {});
    }
    if (hints_) {
      hints_->abandon();
      boost::asio::post(services_.workers, [hints = std::move(hints_)] {});
    }
    ponder_.reset();
    ticket_.reset();
  } else {
    if (ponder_) settle_ponder();
    if (const int seat = arbiter_->seat_to_move();
        !is_engine(seat) && seats_[seat].setup.tc.has_clock()) {
      timer_.expires_after(std::chrono::milliseconds(seats_[seat].clock.left_ms()));
      timer_.async_wait([weak = weak_from_this(), token = turn_](boost::system::error_code error) {
        auto game = weak.lock();
        if (!error && game) game->on_time_up(token);
      });
    }
    proceed();
  }
  send_state();
  fresh_events_ = false;
}

void GameSession::proceed() {
  if (engines_busy_ || stopping_) return;
  if (const int seat = arbiter_->seat_to_move(); is_engine(seat)) {
    ask_engine(seat);
  } else if (!ponder_ && ponderer_) {
    start_ponder();
  }
}

int GameSession::elapsed_ms() const {
  return static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - turn_started_).count());
}

void GameSession::send_state() {
  std::vector<SeatView> views;
  StateExtras extras;
  const bool running = !over();
  const int to_move = running ? arbiter_->seat_to_move() : -1;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const SeatState& seat = seats_[i];
    const bool engine = seat.setup.engine.has_value();
    views.push_back({engine, engine ? services_.config.engines[*seat.setup.engine].name : "you",
                     seat.elo, seat.level});
    std::optional<int> left;
    if (seat.setup.tc.has_clock()) {
      const bool running_now = to_move == static_cast<int>(i);
      left = std::max(seat.clock.left_ms() - (running_now ? elapsed_ms() : 0), 0);
      if (running_now) extras.clock_running = to_move;
    }
    extras.clocks_ms.push_back(left);
  }
  if (running && !is_engine(to_move) && !engines_busy_) extras.legal = arbiter_->legal_actions();
  extras.can_takeback = running && !engines_busy_ && last_person_ply().has_value();
  extras.thinking = thinking_;
  if (ponder_) extras.pondering = ponder_->seat;
  extras.events = fresh_events_;
  extras.show_deal = !running;
  send_(state_message(*arbiter_, views, extras));
}

std::string GameSession::record_text() const {
  match::GameRecord record = arbiter_->record();
  record.event = "zhuge-gui";
  record.date = match::record_date_today();
  record.round = 1;
  for (const SeatState& seat : seats_) {
    record.seats.push_back(seat.setup.engine ? services_.config.engines[*seat.setup.engine].name
                                             : "human");
    record.time_controls.push_back(seat.setup.tc.describe());
  }
  std::ostringstream out;
  match::write_record(out, record);
  return out.str();
}

}  // namespace zhuge::gui

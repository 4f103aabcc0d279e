#include "protocol/engine.hpp"

#include <istream>
#include <sstream>

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"
#include "protocol/go_limits.hpp"
#include "protocol/hash_memory.hpp"
#include "protocol/line_input.hpp"

namespace zhuge::protocol {

namespace {

// The whole answer to a `go perft` that `stop` or `quit` ended: no counts, as they would be wrong.
constexpr std::string_view kPerftStopped = "info string perft stopped: no counts\n";

constexpr std::string_view kHelp =
    "Zhuge speaks a UCI-like protocol; replies are lines on standard output.\n"
    "  uci                          identify, list the options, end with uciok\n"
    "  isready                      answered with readyok\n"
    "  setoption name <id> [value <x>]\n"
    "  ucinewgame                   forget the previous game\n"
    "  position startpos|fen <fen> [moves <m1> <m2> ...]\n"
    "  go [movetime <ms>] [nodes <n>] [depth <d>] [infinite] [ponder]\n"
    "     [searchmoves <m1> <m2> ...]\n"
    "     [rtime|gtime|btime <ms>] [rinc|ginc|binc <ms>] [time <ms>] [inc <ms>] [movestogo <n>]\n"
    "  go perft <depth>             count action sequences, per first action\n"
    "  stop                         end the search; bestmove follows\n"
    "  ponderhit                    the pondered move was played: go on, on the clock\n"
    "  d                            draw the board and print its FEN\n"
    "  quit                         exit\n";

// Whether a search with `budget` ends by itself rather than only on `stop`.
bool ends_by_itself(const SearchBudget& budget) {
  return !budget.infinite && (budget.soft || budget.hard || budget.nodes || budget.depth);
}

std::string join(std::span<const std::string> words) {
  std::string text;
  for (const auto& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

}  // namespace

Engine::Engine(OptionRegistry& options, Output& out) : options_(options), out_(out) {
  reset_game();
  rng_.reseed(std::uint64_t(options_.spin(option_name::kSeed)));
  // Both choose what `startpos` means, so both reset the position to it.
  options_.on_change(option_name::kVariant, [this](const Option&) {
    reset_game();
    keep_player_offered();
  });
  // A game's own searches (GameRecord::players) are for that game alone.
  options_.check_before_change(option_name::kPlayer, [this](const Option& player) {
    return player_refusal(player.value_text());
  });
  for (const auto& game : games()) {
    for (const auto name : game.position_options) {
      options_.on_change(name, [this](const Option&) { reset_game(); });
    }
  }
  options_.on_change(option_name::kSeed,
                     [this](const Option& o) { rng_.reseed(std::stoull(o.value_text())); });
}

Engine::~Engine() {
  time_.request_stop();
  finish_search();
}

void Engine::run(std::istream& in) {
  CommandQueue queue;
  std::thread commands([this, &queue] { run_commands(queue); });
  read_commands(in, queue);
  commands.join();
  time_.request_stop();
  finish_search();
}

void Engine::read_commands(std::istream& in, CommandQueue& queue) {
  LineReader reader(in);
  while (true) {
    const InputLine input = reader.next();
    if (input.kind == InputLine::Kind::Error) {
      out_.error(input.text);
      continue;
    }
    const bool end = input.kind == InputLine::Kind::EndOfInput;
    const std::vector<std::string> words =
        end ? std::vector<std::string>{"quit"} : tokenize(input.text);
    if (words[0] == "stop") {
      stop_search(input.number);
    } else if (words[0] == "ponderhit" && words.size() == 1 && queue.empty() && ponderhit()) {
      // Acted on at once; otherwise it takes its turn, after a `go ponder` that waits.
    } else if (words[0] == "quit") {
      // With nothing waiting, run() ends the search at once; otherwise quit takes its turn.
      if (!queue.empty()) queue.push_last({"quit", input.number});
      queue.close();
      return;
    } else if (words[0] == "isready" && queue.empty()) {
      out_.line("readyok");
    } else if (!queue.push({input.text, input.number})) {
      out_.error("input line " + std::to_string(input.number) + ": " +
                 std::to_string(kMaxWaitingCommands) +
                 " commands already wait for the search; ignored");
    }
  }
}

void Engine::run_commands(CommandQueue& queue) {
  while (const auto command = queue.wait_front()) {
    // A command waits for the search at the front of the queue, and leaves it once it has run
    // (a `go` once its search has started), so that an `isready` or `quit` that arrives
    // meanwhile takes its turn behind it: readyok never overtakes a command's own output.
    // `isready` itself leaves first: what follows its readyok never waits for it.
    const std::vector<std::string> words = tokenize(command->line);
    const bool ready = words[0] == "isready";
    const bool stop_only_search = !ready && await_search();
    if (ready) queue.pop();
    const bool go_on = execute(words, command->arrival, stop_only_search);
    if (!ready) queue.pop();
    if (!go_on) return;
  }
}

bool Engine::execute(const std::vector<std::string>& words, std::size_t arrival,
                     bool stop_only_search) {
  const std::string& command = words[0];
  const Args args = Args(words).subspan(1);
  if (command == "isready") {
    out_.line("readyok");
    return true;
  }
  if (command == "quit") {
    if (stop_only_search) time_.request_stop();
    return false;
  }
  const bool changes_game =
      command == "setoption" || command == "ucinewgame" || command == "position" || command == "go";
  if (changes_game && stop_only_search) {
    refuse(command);
  } else if (command == "uci") {
    uci();
  } else if (command == "setoption") {
    setoption(args);
  } else if (command == "ucinewgame") {
    ucinewgame();
  } else if (command == "position") {
    position(args);
  } else if (command == "go") {
    go(args, arrival);
  } else if (command == "ponderhit") {
    if (!args.empty()) {
      out_.error("ponderhit: takes no arguments");
    } else if (!ponderhit()) {
      out_.error("ponderhit: no ponder search is running (send go ponder first)");
    }
  } else if (command == "d") {
    display();
  } else if (command == "help") {
    help();
  } else {
    out_.error("unknown command '" + command + "' (type help for the list)");
  }
  return true;
}

void Engine::uci() {
  std::string text = "id name Zhuge " ZHUGE_VERSION "\nid author The Zhuge developers\n";
  for (const auto& option : options_.uci_lines()) text += option + '\n';
  out_.block(text + "uciok\n");
}

void Engine::setoption(Args args) {
  if (const auto error = options_.setoption(args)) {
    out_.error("setoption: " + *error);
  } else {
    game_.player->prepare(search_settings({}));  // e.g. a new Hash
  }
}

void Engine::ucinewgame() {
  reset_game();
  rng_.reseed(std::uint64_t(options_.spin(option_name::kSeed)));
}

void Engine::position(Args args) {
  std::optional<std::string> fen;
  std::size_t next = 1;
  if (args.empty() || (args[0] != "startpos" && args[0] != "fen")) {
    out_.error("position: expected 'startpos' or 'fen <fen>' after 'position'");
    return;
  }
  if (args[0] == "fen") {
    while (next < args.size() && args[next] != "moves") ++next;
    fen = join(args.subspan(1, next - 1));
  }
  if (next < args.size() && args[next] != "moves") {
    out_.error("position: unexpected '" + args[next] + "' after 'startpos'; expected 'moves'");
    return;
  }
  const Args moves = next < args.size() ? args.subspan(next + 1) : Args{};
  if (const auto error = game_.position->set_position(fen, moves)) {
    out_.error("position: " + *error);
  }
}

void Engine::go(Args args, std::size_t arrival) {
  const GoCommand command = parse_go(args);
  if (!command.ok()) {
    out_.error(command.error);  // parse_go() names the command itself
    return;
  }
  if (const auto error = game_.position->check_root_moves(command.limits.searchmoves)) {
    out_.error("go: searchmoves: " + *error);
    return;
  }
  // The search plays a snapshot, its own while the command thread goes on with game_.
  std::shared_ptr<const GamePosition> snapshot = game_.position->clone();
  if (const auto depth = command.limits.perft_depth) {
    // `go perft` ends by itself; `stop` and `quit` end it early.
    const SearchBudget unlimited{};
    start_search(unlimited, true, false, arrival, [this, snapshot, depth = *depth] {
      const DivideCounts counts =
          snapshot->divide(depth, [this] { return time_.stop_requested(); });
      if (time_.stop_requested()) return std::string(kPerftStopped);
      std::ostringstream text;
      print_divide(counts, perft_total(counts, depth), text);
      return text.str();
    });
    return;
  }
  const SearchBudget budget =
      plan_search(command.limits, game_.position->side_to_move(),
                  options_.spin(option_name::kMoveOverhead), game_.position->moves_left());
  const bool ponder = command.limits.ponder;
  SearchSettings settings = search_settings(command.limits.searchmoves);
  if (const int asked = options_.spin(option_name::kHash); settings.hash_mb < asked) {
    out_.line("info string Hash " + std::to_string(asked) +
              " MB is more than half of this machine's memory; the search takes " +
              std::to_string(settings.hash_mb) + " MB");
  }
  start_search(budget, !ponder && ends_by_itself(budget), ponder, arrival,
               [this, snapshot, player = game_.player, budget, settings = std::move(settings)] {
                 const SearchResult result =
                     player->play(*snapshot, settings, time_, rng_,
                                  [this](std::string_view info) { out_.line(info); });
                 // `go infinite` holds its answer until `stop`, and `go ponder` until `stop` or
                 // `ponderhit`, as UCI requires.
                 while ((budget.infinite || time_.pondering()) && !time_.stop_requested()) {
                   std::this_thread::sleep_for(std::chrono::milliseconds(1));
                 }
                 const std::string reply = result.ponder ? " ponder " + *result.ponder : "";
                 return "bestmove " + result.best.value_or("(none)") + reply + '\n';
               });
}

bool Engine::ponderhit() {
  const std::lock_guard lock(search_mutex_);
  // A ponder that `stop` has ended is over, even while its bestmove is still on the way.
  if (!searching_ || !time_.pondering() || time_.stop_requested()) return false;
  time_.ponderhit();
  search_ends_by_itself_ = ends_by_itself(time_.budget());
  return true;
}

void Engine::display() {
  out_.block(game_.position->diagram() + "Fen: " + game_.position->fen() + '\n');
}

void Engine::help() {
  std::string text(kHelp);
  text += "Variants: setoption name UCI_Variant value ";
  for (const auto& game : games()) {
    if (&game != &games().front()) text += '|';
    text += game.variant;
  }
  out_.block(text + '\n');
}

bool Engine::await_search() {
  std::unique_lock lock(search_mutex_);
  if (searching_ && !search_ends_by_itself_) return true;
  search_done_.wait(lock, [this] { return !searching_; });
  return false;
}

void Engine::refuse(std::string_view command) {
  out_.error(std::string(command) + ": a search is running; send stop and wait for bestmove");
}

void Engine::stop_search(std::size_t arrival) {
  const std::lock_guard lock(search_mutex_);
  if (searching_) {
    time_.request_stop();
  } else {
    stop_before_ = arrival;
  }
}

void Engine::start_search(const SearchBudget& budget, bool ends_by_itself, bool ponder,
                          std::size_t arrival, std::function<std::string()> job) {
  finish_search();
  {
    const std::lock_guard lock(search_mutex_);
    time_.start(budget, TimeManager::Clock::now(), ponder);  // clears an earlier stop
    if (arrival < stop_before_) time_.request_stop();
    stop_before_ = 0;
    searching_ = true;
    search_ends_by_itself_ = ends_by_itself;
  }
  search_thread_ = std::thread([this, job = std::move(job)] {
    const std::string last_reply = job();
    {
      // The reply and the end of the search together: a command sent after reading `bestmove`
      // never finds the search still running.
      const std::lock_guard lock(search_mutex_);
      out_.block(last_reply);
      searching_ = false;
    }
    search_done_.notify_all();
  });
}

void Engine::finish_search() {
  if (search_thread_.joinable()) search_thread_.join();
}

void Engine::reset_game() {
  game_ = make_game(options_);
  game_.player->prepare(search_settings({}));
}

std::optional<std::string> Engine::player_refusal(std::string_view player) const {
  const GameRecord& game = *find_game(options_.string(option_name::kVariant));
  if (offers_player(game, player)) return std::nullopt;
  std::string offered = std::string(kPlayerRandom) + ", " + std::string(kPlayerGreedy);
  for (const auto own : game.players) offered += ", " + std::string(own);
  offered += ", " + std::string(kPlayerSearch);
  return "Player " + std::string(player) + " is not a player of " + std::string(game.variant) +
         " (" + offered + ")";
}

void Engine::keep_player_offered() {
  const std::string player = options_.string(option_name::kPlayer);
  const auto refusal = player_refusal(player);
  if (!refusal) return;
  options_.set(option_name::kPlayer, kPlayerSearch);
  out_.line("info string " + *refusal + ": Player is now " + std::string(kPlayerSearch));
}

SearchSettings Engine::search_settings(std::vector<std::string> searchmoves) const {
  const int hash_mb = usable_hash_megabytes(options_.spin(option_name::kHash), machine_megabytes());
  SearchSettings settings{options_.string(option_name::kPlayer),
                          options_.spin(option_name::kThreads), hash_mb, &options_};
  settings.multipv = options_.spin(option_name::kMultiPv);
  settings.searchmoves = std::move(searchmoves);
  return settings;
}

}  // namespace zhuge::protocol

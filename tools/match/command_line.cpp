#include "tools/match/command_line.hpp"

#include <charconv>
#include <cmath>
#include <set>
#include <sstream>
#include <string_view>

#include "tools/match/limit_flags.hpp"
#include "tools/match/text_join.hpp"

namespace zhuge::match {

namespace {

// The games' values of a field, as the help lists them.
template <typename Field>
std::vector<std::string> of_games(Field field) {
  std::vector<std::string> values;
  for (const ArbiterGame& game : arbiter_games()) values.emplace_back(game.*field);
  return values;
}

std::string synopsis() {
  return "zhuge-match: plays engine-vs-engine matches of " +
         join_words(of_games(&ArbiterGame::variant), ", ", " and ") + R"(.

zhuge-match --engine cmd=PATH [name=N] [dir=D] [option.X=V ...] [st=S|tc=B+I|nodes=N|depth=D]
            --engine ... [--engine ...] [options]
zhuge-match --replay FILE...       re-check every game of record files
zhuge-match --merge FILE... [--sprt ...]   statistics of JSON-lines summaries together
zhuge-match --help
)";
}

po::options_description flags() {
  const MatchConfig defaults;
  const std::string variants = join_words(of_games(&ArbiterGame::variant), "|", "|");
  const std::string default_variant =
      "the game (default " + std::string(defaults.game->variant) + ")";
  const std::string units =
      join_words(of_games(&ArbiterGame::units_help), "; ", "; ") + " (default 1, or the openings)";
  const std::string sprt = "two engines: stop early by a normalized-Elo GSPRT on " +
                           join_words(of_games(&ArbiterGame::sprt_help), ", ", " or ") +
                           "; BOUNDS: elo0=E0 elo1=E1 [alpha=A] [beta=B]";
  po::options_description flags("Options", kHelpWidth);
  flags.add_options()("help,h", "this text")(
      "engine", values("SETTINGS"),
      "an engine: cmd=PATH and its settings (above); at least two, at most one per seat")(
      "each", values("KEY=VALUE"), "settings for every engine, before its own")(
      "variant", one_value(variants.c_str()), default_variant.c_str())(
      "deals", one_value("N"), units.c_str())("seed", one_value("S"),
                                              "seed of the games' random starts, such as deals "
                                              "(default 1)");
  for (const ArbiterGame& game : arbiter_games()) game.add_flags(flags);
  flags.add_options()("concurrency", one_value("N"), "games at once (default 1)")(
      "records", one_value("FILE"), "append the game records (docs/game-records.md)")(
      "summary", one_value("FILE"), "append one JSON line per game")(
      "resume", "with --summary: count the games it holds of this match, play the rest")(
      "sprt", values("BOUNDS"), sprt.c_str())("shard", one_value("I/N"),
                                              "play only the I-th of N slices of the deals")(
      "event", one_value("NAME"), "the Event tag")("replay", values("FILE"),
                                                   "re-check every game of record files")(
      "merge", values("FILE"), "statistics of JSON-lines summaries together");
  add_limit_flags(flags, defaults.limits);
  return flags;
}

// The game whose own flag `key` is.
const ArbiterGame* owner_of(const std::string& key) {
  for (const ArbiterGame& game : arbiter_games()) {
    po::options_description own;
    game.add_flags(own);
    if (own.find_nothrow(key, false)) return &game;
  }
  return nullptr;
}

bool parse_double(std::string_view text, double& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && std::isfinite(value);
}

bool parse_sprt(const std::vector<std::string>& tokens, SprtBounds& b, std::string& error) {
  bool have_elo0 = false, have_elo1 = false;
  for (const std::string& token : tokens) {
    const auto eq = token.find('=');
    const std::string key = token.substr(0, eq);
    double value = 0;
    const bool ok = eq != std::string::npos && parse_double(token.substr(eq + 1), value);
    if (ok && key == "elo0")
      b.elo0 = value, have_elo0 = true;
    else if (ok && key == "elo1")
      b.elo1 = value, have_elo1 = true;
    else if (ok && key == "alpha" && value > 0 && value < 0.5)
      b.alpha = value;
    else if (ok && key == "beta" && value > 0 && value < 0.5)
      b.beta = value;
    else {
      error = "--sprt: bad setting '" + token + "'";
      return false;
    }
  }
  if (!have_elo0 || !have_elo1 || b.elo1 <= b.elo0) {
    error = "--sprt needs elo0=E0 elo1=E1 with E0 < E1";
    return false;
  }
  return true;
}

// I/N with 1 <= I <= N.
bool parse_shard(const std::string& text, MatchConfig& config, std::string& error) {
  const auto slash = text.find('/');
  const auto number = [&](std::string_view part, int& out, int max) {
    const auto [end, problem] = std::from_chars(part.data(), part.data() + part.size(), out);
    return problem == std::errc() && end == part.data() + part.size() && out >= 1 && out <= max;
  };
  if (slash == std::string::npos ||
      !number(std::string_view(text).substr(slash + 1), config.shards, 1'000'000) ||
      !number(std::string_view(text).substr(0, slash), config.shard, config.shards)) {
    error = "--shard: bad value '" + text + "' (I/N with 1 <= I <= N)";
    return false;
  }
  return true;
}

// Checks what one flag at a time cannot: engines, names, and the defaults that depend on others.
bool finish_match(Command& command, const std::vector<std::vector<std::string>>& engine_tokens,
                  const std::vector<std::string>& each, const std::vector<po::option>& game_flags,
                  bool deals_given, std::string& error) {
  MatchConfig& config = command.config;
  const ArbiterGame& game = *config.game;
  const std::size_t seats = game.seat_labels.size();
  if (engine_tokens.size() < 2 || engine_tokens.size() > seats) {
    std::vector<std::string> counts;
    for (std::size_t n = 2; n <= seats; ++n) counts.push_back(std::to_string(n));
    error = std::string(game.variant) + " needs " + join_words(counts, ", ", " or ") + " engines";
    return false;
  }
  std::set<std::string> names;
  for (const auto& tokens : engine_tokens) {
    std::vector<std::string> all = each;
    all.insert(all.end(), tokens.begin(), tokens.end());
    auto spec = parse_engine_spec(all, error);
    if (!spec) return false;
    if (!names.insert(spec->name).second) {
      error = "two engines are named '" + spec->name + "'; give each a name=";
      return false;
    }
    config.engines.push_back(std::move(*spec));
  }
  for (const po::option& flag : game_flags) {
    if (const ArbiterGame* owner = owner_of(flag.string_key); owner != &game) {
      error = "--" + flag.string_key + " is for " + std::string(owner->variant);
      return false;
    }
  }
  if (!game.read_flags(game_flags, config, error)) return false;
  // A game with starts of its own plays each once by default.
  if (!deals_given && !config.starts.empty()) config.deals = static_cast<int>(config.starts.size());
  if (config.sprt && config.engines.size() != 2) {
    error = "--sprt is for two-engine matches; this one has 3 engines";
    return false;
  }
  if (config.resume && config.summary_path.empty()) {
    error = "--resume needs the --summary of the match to resume";
    return false;
  }
  return true;
}

}  // namespace

std::string usage() {
  std::ostringstream text;
  text << synopsis() << '\n' << flags();
  return text.str();
}

std::optional<Command> parse_command_line(const std::vector<std::string>& args,
                                          std::string& error) {
  error.clear();
  const auto given = read_flags(args, flags(), error);
  if (!given) return std::nullopt;
  Command command;
  MatchConfig& config = command.config;
  std::vector<std::vector<std::string>> engine_tokens;
  std::vector<std::string> each;
  std::vector<po::option> game_flags;
  bool deals_given = false;
  for (const po::option& flag : *given) {
    const std::string& key = flag.string_key;
    const std::string value = flag.value.empty() ? "" : flag.value.front();
    bool ok = true;
    if (key == "help") {
      command.mode = Command::Mode::Help;
      return command;
    } else if (key == "engine") {
      engine_tokens.push_back(flag.value);
    } else if (key == "each") {
      each.insert(each.end(), flag.value.begin(), flag.value.end());
    } else if (key == "replay" || key == "merge") {
      command.mode = key == "replay" ? Command::Mode::Replay : Command::Mode::Merge;
      command.files = flag.value;
    } else if (key == "variant") {
      config.game = find_arbiter_game(value);
      if (!config.game) {
        error = "--variant: unknown variant '" + value + "'";
        ok = false;
      }
    } else if (key == "deals") {
      ok = read_int(flag, config.deals, 1, 100'000'000, error);
      deals_given = true;
    } else if (key == "seed") {
      ok = read_int<std::uint64_t>(flag, config.seed, 0, UINT64_MAX, error);
    } else if (key == "concurrency") {
      ok = read_int(flag, config.concurrency, 1, 256, error);
    } else if (key == "records") {
      config.records_path = value;
    } else if (key == "summary") {
      config.summary_path = value;
    } else if (key == "resume") {
      config.resume = true;
    } else if (key == "event") {
      config.event = value;
    } else if (key == "sprt") {
      SprtBounds bounds;
      ok = parse_sprt(flag.value, bounds, error);
      config.sprt = bounds;
    } else if (key == "shard") {
      ok = parse_shard(value, config, error);
    } else if (is_limit_flag(flag)) {
      ok = read_limit_flag(flag, config.limits, error);
    } else {
      game_flags.push_back(flag);
    }
    if (!ok) return std::nullopt;
  }
  if (command.mode == Command::Mode::Match &&
      !finish_match(command, engine_tokens, each, game_flags, deals_given, error)) {
    return std::nullopt;
  }
  return command;
}

}  // namespace zhuge::match

#include "tools/match/command_line.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>
#include <string_view>

#include "engine/sanguo/position.hpp"
#include "tools/match/limit_flags.hpp"

namespace zhuge::match {

namespace {

const char* const kSynopsis =
    R"(zhuge-match: plays engine-vs-engine matches of luzhanqi-flip and sanguo.

zhuge-match --engine cmd=PATH [name=N] [dir=D] [option.X=V ...] [st=S|tc=B+I|nodes=N|depth=D]
            --engine ... [--engine ...] [options]
zhuge-match --replay FILE...       re-check every game of record files
zhuge-match --merge FILE... [--sprt ...]   statistics of JSON-lines summaries together
zhuge-match --help
)";

po::options_description flags() {
  const MatchConfig defaults;
  po::options_description flags("Options", kHelpWidth);
  flags.add_options()("help,h", "this text")(
      "engine", values("SETTINGS"),
      "an engine: cmd=PATH and its settings (above); two, or in sanguo three")(
      "each", values("KEY=VALUE"), "settings for every engine, before its own")(
      "variant", one_value("luzhanqi-flip|sanguo"), "the game (default luzhanqi-flip)")(
      "deals", one_value("N"),
      "luzhanqi: deals, each played twice; sanguo: openings, each played in six seatings "
      "(default 1, or the openings)")("seed", one_value("S"),
                                      "seed of the luzhanqi deals (default 1)")(
      "openings", one_value("FILE"), "sanguo: one FEN per line (default: the start position)")(
      "no-flag-bearers", "sanguo: start without flag-bearers")("concurrency", one_value("N"),
                                                               "games at once (default 1)")(
      "records", one_value("FILE"), "append the game records (docs/game-records.md)")(
      "summary", one_value("FILE"), "append one JSON line per game")(
      "sprt", values("BOUNDS"),
      "two engines: stop early by a normalized-Elo GSPRT on the luzhanqi deal pairs or the "
      "sanguo groups; BOUNDS: elo0=E0 elo1=E1 [alpha=A] [beta=B]")(
      "shard", one_value("I/N"), "play only the I-th of N slices of the deals")(
      "event", one_value("NAME"), "the Event tag")("replay", values("FILE"),
                                                   "re-check every game of record files")(
      "merge", values("FILE"), "statistics of JSON-lines summaries together");
  add_limit_flags(flags, defaults.limits);
  return flags;
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

bool load_openings(const std::string& path, std::vector<std::string>& openings,
                   std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "--openings: cannot read '" + path + "'";
    return false;
  }
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.front() == '#') continue;
    std::string why;
    const auto pos = sanguo::Position::from_fen(line, why);
    if (!pos) {
      error = path + ":" + std::to_string(number) + ": " + why;
      return false;
    }
    openings.push_back(line);
  }
  if (openings.empty()) error = "--openings: no FEN in '" + path + "'";
  return !openings.empty();
}

// Checks what one flag at a time cannot: engines, names, and the defaults that depend on others.
bool finish_match(Command& command, const std::vector<std::vector<std::string>>& engine_tokens,
                  const std::vector<std::string>& each, const std::string& openings_path,
                  bool flag_bearers, bool deals_given, std::string& error) {
  MatchConfig& config = command.config;
  const std::size_t max_engines = config.variant == kSanguo ? 3 : 2;
  if (engine_tokens.size() < 2 || engine_tokens.size() > max_engines) {
    error = config.variant + (max_engines == 3 ? " needs 2 or 3 engines" : " needs 2 engines");
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
  if (config.variant == kSanguo) {
    if (!openings_path.empty() && !load_openings(openings_path, config.openings, error)) {
      return false;
    }
    if (openings_path.empty()) config.openings = {sanguo::Position::start(flag_bearers).fen()};
    if (!deals_given) config.deals = static_cast<int>(config.openings.size());
  } else if (!openings_path.empty()) {
    error = "--openings is for sanguo; luzhanqi deals come from --seed";
    return false;
  }
  if (config.sprt && config.engines.size() != 2) {
    error = "--sprt is for two-engine matches; this one has 3 engines";
    return false;
  }
  return true;
}

}  // namespace

std::string usage() {
  std::ostringstream text;
  text << kSynopsis << '\n' << flags();
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
  std::string openings_path;
  bool flag_bearers = true, deals_given = false;
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
      config.variant = value;
      if (value != kLuzhanqi && value != kSanguo) {
        error = "--variant: unknown variant '" + value + "'";
        ok = false;
      }
    } else if (key == "deals") {
      ok = read_int(flag, config.deals, 1, 100'000'000, error);
      deals_given = true;
    } else if (key == "seed") {
      ok = read_int<std::uint64_t>(flag, config.seed, 0, UINT64_MAX, error);
    } else if (key == "openings") {
      openings_path = value;
    } else if (key == "no-flag-bearers") {
      flag_bearers = false;
    } else if (key == "concurrency") {
      ok = read_int(flag, config.concurrency, 1, 256, error);
    } else if (key == "records") {
      config.records_path = value;
    } else if (key == "summary") {
      config.summary_path = value;
    } else if (key == "event") {
      config.event = value;
    } else if (key == "sprt") {
      SprtBounds bounds;
      ok = parse_sprt(flag.value, bounds, error);
      config.sprt = bounds;
    } else if (key == "shard") {
      ok = parse_shard(value, config, error);
    } else {
      ok = read_limit_flag(flag, config.limits, error);
    }
    if (!ok) return std::nullopt;
  }
  if (command.mode == Command::Mode::Match &&
      !finish_match(command, engine_tokens, each, openings_path, flag_bearers, deals_given,
                    error)) {
    return std::nullopt;
  }
  return command;
}

}  // namespace zhuge::match

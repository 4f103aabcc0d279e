#include "tools/match/command_line.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <set>
#include <string_view>

#include "engine/sanguo/position.hpp"
#include "tools/match/flag_parsing.hpp"
#include "tools/match/limit_flags.hpp"

namespace zhuge::match {

const char* const kUsage =
    R"(zhuge-match: plays engine-vs-engine matches of luzhanqi-flip and sanguo.

zhuge-match --engine cmd=PATH [name=N] [dir=D] [option.X=V ...] [st=S|tc=B+I|nodes=N|depth=D]
            --engine ... [--engine ...] [options]
  --variant luzhanqi-flip|sanguo   the game (default luzhanqi-flip)
  --each KEY=VALUE ...             settings for every engine, before its own
  --deals N                        luzhanqi: deals, each played twice; sanguo: openings,
                                   each played in six seatings (default 1, or the openings)
  --seed S                         seed of the luzhanqi deals (default 1)
  --openings FILE                  sanguo: one FEN per line (default: the start position)
  --no-flag-bearers                sanguo: start without flag-bearers
  --concurrency N                  games at once (default 1)
  --records FILE                   append the game records (docs/game-records.md)
  --summary FILE                   append one JSON line per game
  --sprt elo0=E0 elo1=E1 [alpha=A] [beta=B]   luzhanqi: stop early (normalized Elo GSPRT)
  --shard I/N                      play only the I-th of N slices of the deals
  --max-plies N                    adjudicate a draw after N plies (default 2000)
  --margin MS                      time beyond a limit before a time forfeit (default 200)
  --ping-timeout MS                wait for readyok and uciok (default 5000)
  --event NAME                     the Event tag
zhuge-match --replay FILE...       re-check every game of record files
zhuge-match --merge FILE... [--sprt ...]   statistics of JSON-lines summaries together
zhuge-match --help
)";

namespace {

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
  if (config.sprt && config.variant != kLuzhanqi) {
    error = "--sprt is for two-engine luzhanqi matches";
    return false;
  }
  return true;
}

}  // namespace

std::optional<Command> parse_command_line(const std::vector<std::string>& args,
                                          std::string& error) {
  Command command;
  MatchConfig& config = command.config;
  std::vector<std::vector<std::string>> engine_tokens;
  std::vector<std::string> each;
  std::string openings_path;
  bool flag_bearers = true, deals_given = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    const std::vector<std::string> values = values_after(args, i);
    const auto one = [&](std::string& value) { return one_value(flag, values, value, error); };
    const auto none = [&]() {
      if (!values.empty()) error = flag + " takes no value";
      return values.empty();
    };
    std::string value;
    bool ok = true;
    if (flag == "--help" || flag == "-h") {
      command.mode = Command::Mode::Help;
      return command;
    } else if (flag == "--engine") {
      engine_tokens.push_back(values);
    } else if (flag == "--each") {
      each.insert(each.end(), values.begin(), values.end());
    } else if (flag == "--replay" || flag == "--merge") {
      command.mode = flag == "--replay" ? Command::Mode::Replay : Command::Mode::Merge;
      command.files = values;
      ok = !values.empty();
      if (!ok) error = flag + " needs at least one file";
    } else if (flag == "--variant") {
      ok = one(config.variant);
      if (ok && config.variant != kLuzhanqi && config.variant != kSanguo) {
        error = "--variant: unknown variant '" + config.variant + "'";
        ok = false;
      }
    } else if (flag == "--deals") {
      ok = one(value) && parse_int(value, config.deals, 1, 100'000'000);
      deals_given = true;
    } else if (flag == "--seed") {
      ok = one(value) && parse_int<std::uint64_t>(value, config.seed, 0, UINT64_MAX);
    } else if (flag == "--openings") {
      ok = one(openings_path);
    } else if (flag == "--no-flag-bearers") {
      ok = none();
      flag_bearers = false;
    } else if (flag == "--concurrency") {
      ok = one(value) && parse_int(value, config.concurrency, 1, 256);
    } else if (flag == "--records") {
      ok = one(config.records_path);
    } else if (flag == "--summary") {
      ok = one(config.summary_path);
    } else if (flag == "--event") {
      ok = one(config.event);
    } else if (flag == "--sprt") {
      SprtBounds bounds;
      if (!parse_sprt(values, bounds, error)) return std::nullopt;
      config.sprt = bounds;
    } else if (flag == "--shard") {
      const auto slash = values.size() == 1 ? values[0].find('/') : std::string::npos;
      ok = slash != std::string::npos &&
           parse_int(std::string_view(values[0]).substr(slash + 1), config.shards, 1, 1'000'000) &&
           parse_int(std::string_view(values[0]).substr(0, slash), config.shard, 1, config.shards);
    } else if (is_limit_flag(flag)) {
      ok = one(value) && read_limit_flag(flag, value, config.limits);
    } else {
      error = "unknown flag '" + flag + "' (see --help)";
      return std::nullopt;
    }
    if (!ok) {
      error = flag_error(flag, values, error);
      return std::nullopt;
    }
  }
  if (command.mode == Command::Mode::Match &&
      !finish_match(command, engine_tokens, each, openings_path, flag_bearers, deals_given,
                    error)) {
    return std::nullopt;
  }
  return command;
}

}  // namespace zhuge::match

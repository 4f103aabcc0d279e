#include "tools/gui/command_line.hpp"

#include <sstream>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/flag_reader.hpp"
#include "tools/match/limit_flags.hpp"
#include "tools/match/text_join.hpp"

namespace zhuge::gui {

namespace po = boost::program_options;

namespace {

std::string synopsis() {
  std::vector<std::string> variants;
  for (const auto& game : match::arbiter_games()) variants.emplace_back(game.variant);
  return "zhuge-gui: play " + match::join_words(variants, ", ", " and ") +
         R"( in a browser, against people and engines.

zhuge-gui --engine "cmd=PATH [name=N] [dir=D] [option.X=V ...] [nodes=N] [depth=D]"
          [--engine ...] [options]
Prints "Zhuge GUI: http://ADDR:PORT/" once it listens. Docs: docs/gui.md.
)";
}

po::options_description flags() {
  const GuiConfig defaults;
  po::options_description flags("Options", match::kHelpWidth);
  flags.add_options()("help,h", "this text")(
      "engine", match::values("SPEC"),
      "an engine a page may seat, in zhuge-match's syntax; repeatable, the first is the default "
      "opponent (its time comes from the page)")(
      "hint-engine", match::values("SPEC"),
      "the engine that works out a person's hints, in the same syntax (default: the first "
      "--engine); it runs as a process of its own, with MultiPV 5")(
      "port", match::one_value("N"), "the TCP port (default 8080; 0 picks a free one)")(
      "listen", match::one_value("ADDR"), "the address to listen on (default 127.0.0.1)")(
      "web", match::one_value("DIR"),
      "the folder of the page (default: tools/gui/web of the source tree)")(
      "max-games", match::one_value("N"), "games at once across all pages, 1..64 (default 8)");
  match::add_limit_flags(flags, defaults.limits);
  return flags;
}

bool starts_setting(const std::string& word) {
  for (const char* key : {"cmd=", "name=", "dir=", "option.", "st=", "tc=", "nodes=", "depth="}) {
    if (word.starts_with(key)) return true;
  }
  return false;
}

// The settings of `--engine "cmd=PATH ARGS name=N ..."`, in one argument or several: a word
// that does not start a setting belongs to the one before (the command's arguments).
std::vector<std::string> settings(const std::vector<std::string>& values) {
  std::vector<std::string> tokens;
  for (const std::string& value : values) {
    std::istringstream in(value);
    for (std::string word; in >> word;) {
      if (starts_setting(word) || tokens.empty()) {
        tokens.push_back(word);
      } else {
        tokens.back() += " " + word;
      }
    }
  }
  return tokens;
}

std::optional<match::EngineSpec> read_engine(const std::vector<std::string>& values,
                                             std::string& error) {
  return match::parse_engine_spec(settings(values), error, match::LimitRule::Optional);
}

bool add_engine(GuiConfig& config, const std::vector<std::string>& values, std::string& error) {
  auto spec = read_engine(values, error);
  if (!spec) return false;
  for (const auto& other : config.engines) {
    if (other.name == spec->name) {
      error = "two engines are named '" + spec->name + "'; give each a name=";
      return false;
    }
  }
  config.engines.push_back(std::move(*spec));
  return true;
}

}  // namespace

std::string usage() {
  std::ostringstream text;
  text << synopsis() << '\n' << flags();
  return text.str();
}

std::optional<Command> parse_command_line(const std::vector<std::string>& args,
                                          const std::string& default_web_dir, std::string& error) {
  error.clear();
  const auto given = match::read_flags(args, flags(), error);
  if (!given) return std::nullopt;
  Command command;
  GuiConfig& config = command.config;
  config.web_dir = default_web_dir;
  for (const po::option& flag : *given) {
    const std::string& key = flag.string_key;
    const std::string value = flag.value.empty() ? "" : flag.value.front();
    bool ok = true;
    if (key == "help") {
      command.help = true;
      return command;
    } else if (key == "engine") {
      ok = add_engine(config, flag.value, error);
      if (!ok) error = "--engine: " + error;
    } else if (key == "hint-engine") {
      config.hint_engine = read_engine(flag.value, error);
      ok = config.hint_engine.has_value();
      if (!ok) error = "--hint-engine: " + error;
    } else if (key == "port") {
      ok = match::read_int<unsigned short>(flag, config.port, 0, 65535, error);
    } else if (key == "listen") {
      config.listen = value;
    } else if (key == "web") {
      config.web_dir = value;
    } else if (key == "max-games") {
      ok = match::read_int(flag, config.max_games, 1, 64, error);
    } else {
      ok = match::read_limit_flag(flag, config.limits, error);
    }
    if (!ok) return std::nullopt;
  }
  if (config.engines.empty()) {
    error = "no engine: give at least one --engine \"cmd=PATH\"";
    return std::nullopt;
  }
  return command;
}

}  // namespace zhuge::gui

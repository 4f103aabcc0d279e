#include "tools/gui/command_line.hpp"

#include <sstream>

#include "tools/match/flag_parsing.hpp"
#include "tools/match/limit_flags.hpp"

namespace zhuge::gui {

const char* const kUsage =
    R"(zhuge-gui: play luzhanqi-flip and sanguo in a browser, against people and engines.

zhuge-gui --engine "cmd=PATH [name=N] [dir=D] [option.X=V ...] [nodes=N] [depth=D]"
          [--engine ...] [options]
  --engine SPEC      an engine a page may seat, in zhuge-match's syntax; repeatable, the first
                     is the default opponent (its time comes from the page)
  --hint-engine SPEC the engine that works out a person's hints, in the same syntax (default:
                     the first --engine); it runs as a process of its own, with MultiPV 5
  --port N           the TCP port (default 8080; 0 picks a free one)
  --listen ADDR      the address to listen on (default 127.0.0.1)
  --web DIR          the folder of the page (default: tools/gui/web of the source tree)
  --max-games N      games at once across all pages, 1..64 (default 8)
  --max-plies N      adjudicate a draw after N plies (default 2000)
  --margin MS        time beyond a limit before an engine loses on time (default 200)
  --ping-timeout MS  wait for an engine's readyok and uciok (default 5000)
  --help             this text
Prints "Zhuge GUI: http://ADDR:PORT/" once it listens. Docs: docs/gui.md.
)";

namespace {

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

std::optional<Command> parse_command_line(const std::vector<std::string>& args,
                                          const std::string& default_web_dir, std::string& error) {
  Command command;
  GuiConfig& config = command.config;
  config.web_dir = default_web_dir;
  error.clear();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    const std::vector<std::string> values = match::values_after(args, i);
    const auto one = [&](std::string& value) {
      return match::one_value(flag, values, value, error);
    };
    std::string value;
    bool ok = true;
    if (flag == "--help" || flag == "-h") {
      command.help = true;
      return command;
    } else if (flag == "--engine") {
      if (!add_engine(config, values, error)) {
        error = "--engine: " + error;
        return std::nullopt;
      }
    } else if (flag == "--hint-engine") {
      config.hint_engine = read_engine(values, error);
      if (!config.hint_engine) {
        error = "--hint-engine: " + error;
        return std::nullopt;
      }
    } else if (flag == "--port") {
      ok = one(value) && match::parse_int<unsigned short>(value, config.port, 0, 65535);
    } else if (flag == "--listen") {
      ok = one(config.listen);
    } else if (flag == "--web") {
      ok = one(config.web_dir);
    } else if (flag == "--max-games") {
      ok = one(value) && match::parse_int(value, config.max_games, 1, 64);
    } else if (match::is_limit_flag(flag)) {
      ok = one(value) && match::read_limit_flag(flag, value, config.limits);
    } else {
      error = "unknown flag '" + flag + "' (see --help)";
      return std::nullopt;
    }
    if (!ok) {
      error = match::flag_error(flag, values, error);
      return std::nullopt;
    }
  }
  if (config.engines.empty()) {
    error = "no engine: give at least one --engine \"cmd=PATH\"";
    return std::nullopt;
  }
  return command;
}

}  // namespace zhuge::gui

#pragma once
// The command line of zhuge-gui.
#include <optional>
#include <string>
#include <vector>

#include "tools/gui/gui_config.hpp"

namespace zhuge::gui {

struct Command {
  bool help = false;
  GuiConfig config;
};

// Nullopt with one line in `error` on a bad flag or value. `default_web_dir` is the page folder
// of the source tree, used without --web.
std::optional<Command> parse_command_line(const std::vector<std::string>& args,
                                          const std::string& default_web_dir, std::string& error);

// The --help text: how to call it, and every flag.
std::string usage();

}  // namespace zhuge::gui

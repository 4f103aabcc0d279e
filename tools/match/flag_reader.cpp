#include "tools/match/flag_reader.hpp"

namespace zhuge::match {

std::optional<std::vector<po::option>> read_flags(const std::vector<std::string>& args,
                                                  const po::options_description& flags,
                                                  std::string& error) {
  try {
    const po::parsed_options parsed =
        po::command_line_parser(args)
            .options(flags)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run();
    for (const po::option& flag : parsed.options) {
      if (flag.string_key.empty()) {  // a word before any flag
        error = "unexpected '" + flag.value.front() + "': flags start with --";
        return std::nullopt;
      }
    }
    po::variables_map checked;  // storing refuses a one-value flag given twice
    po::store(parsed, checked);
    return parsed.options;
  } catch (const po::unknown_option& e) {
    error = "unknown flag '" + e.get_option_name() + "' (see --help)";
  } catch (const po::error& e) {
    error = e.what();
  }
  return std::nullopt;
}

}  // namespace zhuge::match

#include "protocol/options.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "protocol/line_input.hpp"

namespace zhuge::protocol {
namespace po = boost::program_options;
namespace {

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}
bool is_upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}
bool is_lower_or_digit(char c) {
  return std::islower(static_cast<unsigned char>(c)) != 0 ||
         std::isdigit(static_cast<unsigned char>(c)) != 0;
}

bool iequals(std::string_view a, std::string_view b) {
  return std::ranges::equal(a, b, [](char x, char y) { return lower(x) == lower(y); });
}

std::string join(std::span<const std::string> words, std::string_view separator) {
  std::string joined;
  for (const auto& word : words) {
    if (!joined.empty()) joined += separator;
    joined += word;
  }
  return joined;
}

std::string_view type_name(OptionType type) {
  switch (type) {
    case OptionType::Spin:
      return "spin";
    case OptionType::Check:
      return "check";
    case OptionType::Combo:
      return "combo";
    case OptionType::String:
      return "string";
    case OptionType::Button:
      return "button";
  }
  return "?";
}

// UCI writes an empty string default as "<empty>" and accepts it back as the empty string.
constexpr std::string_view kEmptyText = "<empty>";

constexpr std::string_view kHelpFlag = "help";
constexpr std::string_view kVersionFlag = "version";
constexpr std::string_view kCommandsKey = "command";
constexpr unsigned kHelpWidth = 100;  // the repo's line length

}  // namespace

// ---- Option -------------------------------------------------------------------------------

Option::Option(std::string name, OptionType type, Value default_value, std::string help)
    : name_(std::move(name)),
      type_(type),
      default_(default_value),
      value_(std::move(default_value)),
      help_(std::move(help)) {}

Option Option::spin(std::string name, int default_value, int min, int max, std::string help) {
  if (min > max || default_value < min || default_value > max) {
    throw std::logic_error("option " + name + ": default outside min..max");
  }
  Option option(std::move(name), OptionType::Spin, default_value, std::move(help));
  option.min_ = min;
  option.max_ = max;
  return option;
}

Option Option::check(std::string name, bool default_value, std::string help) {
  return {std::move(name), OptionType::Check, default_value, std::move(help)};
}

Option Option::combo(std::string name, std::string default_value, std::vector<std::string> values,
                     std::string help) {
  if (std::ranges::find(values, default_value) == values.end()) {
    throw std::logic_error("option " + name + ": default is not one of the values");
  }
  Option option(std::move(name), OptionType::Combo, std::move(default_value), std::move(help));
  option.combo_values_ = std::move(values);
  return option;
}

Option Option::string(std::string name, std::string default_value, std::string help) {
  return {std::move(name), OptionType::String, std::move(default_value), std::move(help)};
}

Option Option::button(std::string name, std::string help) {
  return {std::move(name), OptionType::Button, std::monostate{}, std::move(help)};
}

Option Option::with_flag_alias(std::string alias) && {
  flag_aliases_.push_back(std::move(alias));
  return std::move(*this);
}

std::string Option::to_text(const Value& value) {
  if (const int* number = std::get_if<int>(&value)) return std::to_string(*number);
  if (const bool* flag = std::get_if<bool>(&value)) return *flag ? "true" : "false";
  if (const auto* text = std::get_if<std::string>(&value)) return *text;
  return {};
}

std::string Option::value_text() const {
  return to_text(value_);
}
std::string Option::default_text() const {
  return to_text(default_);
}

std::string Option::uci_line() const {
  std::string line = "option name " + name_ + " type " + std::string(type_name(type_));
  if (type_ == OptionType::Button) return line;
  const std::string shown_default = default_text();
  line += " default " + (shown_default.empty() ? std::string(kEmptyText) : shown_default);
  if (type_ == OptionType::Spin) {
    line += " min " + std::to_string(min_) + " max " + std::to_string(max_);
  }
  for (const auto& value : combo_values_) line += " var " + value;
  return line;
}

std::string Option::accepted_values() const {
  switch (type_) {
    case OptionType::Spin:
      return std::to_string(min_) + ".." + std::to_string(max_);
    case OptionType::Check:
      return "true|false";
    case OptionType::Combo:
      return join(combo_values_, "|");
    case OptionType::String:
      return "text";
    case OptionType::Button:
      return "no value";
  }
  return {};
}

std::variant<Option::Value, std::string> Option::parse(std::optional<std::string_view> text) const {
  const std::string prefix = "option " + name_ + ": ";
  if (type_ == OptionType::Button) {
    if (text) return prefix + "a button takes no value";
    return Value{};
  }
  if (type_ == OptionType::String) {
    return Value{std::string(!text || *text == kEmptyText ? std::string_view{} : *text)};
  }
  if (!text || text->empty()) return prefix + "missing value (expected " + accepted_values() + ")";
  const std::string quoted = "'" + std::string(*text) + "'";
  if (type_ == OptionType::Spin) {
    const auto number = parse_integer<long long>(*text);
    if (!number) return prefix + quoted + " is not an integer";
    if (*number < min_ || *number > max_) {
      return prefix + quoted + " is out of range " + accepted_values();
    }
    return Value{static_cast<int>(*number)};
  }
  if (type_ == OptionType::Check) {
    if (iequals(*text, "true")) return Value{true};
    if (iequals(*text, "false")) return Value{false};
    return prefix + quoted + " is not true or false";
  }
  for (const auto& value : combo_values_) {
    if (iequals(*text, value)) return Value{value};
  }
  return prefix + quoted + " is not one of " + accepted_values();
}

std::string flag_name(std::string_view option_name) {
  std::string flag;
  for (std::size_t i = 0; i < option_name.size(); ++i) {
    const char c = option_name[i];
    if (c == '_' || c == ' ' || c == '-') {
      if (!flag.empty() && flag.back() != '-') flag.push_back('-');
      continue;
    }
    // A word starts at an upper-case letter after a lower-case one ("MoveOverhead") or at the
    // last capital of an acronym followed by lower case ("UCIVariant" -> "uci-variant").
    const bool starts_word = is_upper(c) && i > 0 &&
                             (is_lower_or_digit(option_name[i - 1]) ||
                              (is_upper(option_name[i - 1]) && i + 1 < option_name.size() &&
                               is_lower_or_digit(option_name[i + 1])));
    if (starts_word && !flag.empty() && flag.back() != '-') flag.push_back('-');
    flag.push_back(lower(c));
  }
  return flag;
}

// ---- OptionRegistry -----------------------------------------------------------------------

void OptionRegistry::add(Option option) {
  std::vector<std::string> new_flags = option.flag_aliases();
  new_flags.push_back(flag_name(option.name()));
  for (const auto& existing : options_) {
    std::vector<std::string> taken = existing.flag_aliases();
    taken.push_back(flag_name(existing.name()));
    const bool flag_clash = std::ranges::any_of(
        new_flags, [&](const auto& flag) { return std::ranges::find(taken, flag) != taken.end(); });
    if (iequals(existing.name(), option.name()) || flag_clash) {
      throw std::logic_error("option " + option.name() + " clashes with " + existing.name());
    }
  }
  for (const auto& flag : new_flags) {
    if (flag == kHelpFlag || flag == kVersionFlag || flag == kCommandsKey) {
      throw std::logic_error("option " + option.name() + " takes the reserved flag " + flag);
    }
  }
  options_.push_back(std::move(option));
}

const Option* OptionRegistry::find(std::string_view name) const {
  const auto found = std::ranges::find_if(
      options_, [&](const Option& option) { return iequals(option.name(), name); });
  return found == options_.end() ? nullptr : &*found;
}

Option* OptionRegistry::find_mutable(std::string_view name) {
  return const_cast<Option*>(std::as_const(*this).find(name));
}

std::vector<std::string> OptionRegistry::uci_lines() const {
  std::vector<std::string> lines;
  for (const auto& option : options_) lines.push_back(option.uci_line());
  return lines;
}

std::optional<std::string> OptionRegistry::set(std::string_view name,
                                               std::optional<std::string_view> value) {
  Option* option = find_mutable(name);
  if (option == nullptr) return "unknown option '" + std::string(name) + "'";
  auto parsed = option->parse(value);
  if (auto* error = std::get_if<std::string>(&parsed)) return std::move(*error);
  const auto index = static_cast<std::size_t>(option - options_.data());
  Option candidate = *option;
  candidate.value_ = std::get<Option::Value>(parsed);
  for (const auto& [checked, check] : checks_) {
    if (checked != index) continue;
    if (auto error = check(candidate)) return error;
  }
  option->value_ = std::move(candidate.value_);
  for (const auto& [listened, listener] : listeners_) {
    if (listened == index) listener(*option);
  }
  return std::nullopt;
}

std::optional<std::string> OptionRegistry::setoption(std::span<const std::string> args) {
  const auto is_value = [](const std::string& word) { return iequals(word, "value"); };
  if (args.size() < 2 || !iequals(args[0], "name") || is_value(args[1])) {
    return "setoption: expected 'name <id> [value <x>]'";
  }
  const auto value_keyword = std::ranges::find_if(args.subspan(1), is_value);
  const std::string name = join({args.begin() + 1, value_keyword}, " ");
  if (value_keyword == args.end()) return set(name, std::nullopt);
  return set(name, join({value_keyword + 1, args.end()}, " "));
}

const Option& OptionRegistry::get(std::string_view name, OptionType type) const {
  const Option* option = find(name);
  const bool same_kind =
      option != nullptr && (option->type() == type ||
                            (type == OptionType::String && option->type() == OptionType::Combo));
  if (!same_kind) {
    throw std::logic_error("no " + std::string(type_name(type)) + " option " + std::string(name));
  }
  return *option;
}

int OptionRegistry::spin(std::string_view name) const {
  return std::get<int>(get(name, OptionType::Spin).value_);
}

bool OptionRegistry::check(std::string_view name) const {
  return std::get<bool>(get(name, OptionType::Check).value_);
}

const std::string& OptionRegistry::string(std::string_view name) const {
  return std::get<std::string>(get(name, OptionType::String).value_);
}

void OptionRegistry::on_change(std::string_view name, Listener listener) {
  const Option* option = find(name);
  if (option == nullptr) throw std::logic_error("no option " + std::string(name) + " to listen to");
  listeners_.emplace_back(static_cast<std::size_t>(option - options_.data()), std::move(listener));
}

void OptionRegistry::check_before_change(std::string_view name, Check check) {
  const Option* option = find(name);
  if (option == nullptr) throw std::logic_error("no option " + std::string(name) + " to check");
  checks_.emplace_back(static_cast<std::size_t>(option - options_.data()), std::move(check));
}

// ---- Command line -------------------------------------------------------------------------

namespace {

// The flags of every option; a flag's long name maps back to its option's name.
struct FlagTable {
  po::options_description own{"Options of the command", kHelpWidth};
  po::options_description visible{"Options", kHelpWidth};
  po::options_description all;
  std::vector<std::pair<std::string, std::string>> flag_to_option;

  const std::string& option_of(const std::string& flag) const {
    return std::ranges::find(flag_to_option, flag, &decltype(flag_to_option)::value_type::first)
        ->second;
  }
};

// A button's flag carries no value; every other flag carries exactly one.
std::optional<std::string_view> flag_value(const po::option& flag) {
  if (flag.value.empty()) return std::nullopt;
  return flag.value.front();
}

FlagTable make_flag_table(const OptionRegistry& registry, std::span<const CommandFlag> own = {}) {
  FlagTable table;
  table.visible.add_options()(kHelpFlag.data(), "print this help and exit")(
      kVersionFlag.data(), "print the version and exit");
  for (const CommandFlag& flag : own) {
    if (flag.takes_value) {
      table.own.add_options()(flag.name, po::value<std::string>()->value_name("value"), flag.help);
    } else {
      table.own.add_options()(flag.name, flag.help);
    }
  }
  table.all.add(table.own);
  for (const auto& option : registry.options()) {
    const std::string main_flag = flag_name(option.name());
    std::string help = option.help();
    if (option.type() != OptionType::Button) {
      help += " (" + option.accepted_values() + ", default " + option.default_text() + ")";
    }
    const auto add_flag = [&](const std::string& flag, const std::string& flag_help) {
      const auto* semantic =
          option.type() == OptionType::Button
              ? static_cast<const po::value_semantic*>(new po::untyped_value(true))
              : po::value<std::string>()->value_name("value");
      table.visible.add_options()(flag.c_str(), semantic, flag_help.c_str());
      table.flag_to_option.emplace_back(flag, option.name());
    };
    add_flag(main_flag, help);
    for (const auto& alias : option.flag_aliases()) add_flag(alias, "same as --" + main_flag);
  }
  table.all.add(table.visible);
  table.all.add_options()(kCommandsKey.data(), po::value<std::vector<std::string>>());
  return table;
}

}  // namespace

CommandLine parse_command_line(OptionRegistry& registry, const std::vector<std::string>& args,
                               std::span<const CommandFlag> own) {
  CommandLine result;
  const FlagTable table = make_flag_table(registry, own);
  po::positional_options_description positional;
  positional.add(kCommandsKey.data(), -1);
  try {
    const po::parsed_options parsed =
        po::command_line_parser(args)
            .options(table.all)
            .positional(positional)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run();
    for (const auto& flag : parsed.options) {
      if (flag.string_key == kHelpFlag) {
        result.help = true;
      } else if (flag.string_key == kVersionFlag) {
        result.version = true;
      } else if (flag.string_key == kCommandsKey) {
        result.commands.insert(result.commands.end(), flag.value.begin(), flag.value.end());
      } else if (table.own.find_nothrow(flag.string_key, false)) {
        result.own.emplace_back(flag.string_key, flag.value.empty() ? "" : flag.value.front());
      } else if (auto error = registry.set(table.option_of(flag.string_key), flag_value(flag))) {
        result.error = std::move(*error);
        return result;
      }
    }
  } catch (const std::exception& error) {
    result.error = std::string("command line: ") + error.what();
  }
  return result;
}

std::string command_help(const OptionRegistry& registry, std::string_view usage,
                         std::span<const CommandFlag> own) {
  const FlagTable table = make_flag_table(registry, own);
  std::ostringstream help;
  help << usage << "\n\n" << table.own << '\n' << table.visible;
  return help.str();
}

std::string command_line_help(const OptionRegistry& registry) {
  std::ostringstream help;
  help << "Usage: zhuge [options] [bench]\n"
          "Without a command, reads protocol commands from standard input.\n\n"
       << make_flag_table(registry).visible;
  return help.str();
}

}  // namespace zhuge::protocol

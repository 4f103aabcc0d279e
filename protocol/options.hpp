#pragma once
// The option registry: every engine setting is declared once, as an Option, and that one
// declaration drives the `uci` option lines, `setoption`, the command-line flags and `--help`.
// `setoption name Threads value 2` and `zhuge --threads 2` both end in OptionRegistry::set, so
// they validate alike and report the same errors.
//
// Errors are returned as text (std::optional<std::string>: empty means success), ready for an
// `info string error: <text>` line; bad values never throw and never change the stored value.
// Only programming mistakes throw std::logic_error: a malformed declaration, or a getter asked
// for an option that does not exist or has another type.

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace zhuge::protocol {

enum class OptionType { Spin, Check, Combo, String, Button };

// One declared option with its current value. Build one with the static factories.
class Option {
 public:
  // spin: an integer in [min, max]; check: true/false; combo: one of `values` (matched
  // case-insensitively, stored as declared); string: any text; button: an action, no value.
  static Option spin(std::string name, int default_value, int min, int max, std::string help);
  static Option check(std::string name, bool default_value, std::string help);
  static Option combo(std::string name, std::string default_value, std::vector<std::string> values,
                      std::string help);
  static Option string(std::string name, std::string default_value, std::string help);
  static Option button(std::string name, std::string help);

  // An extra command-line flag for the same option, e.g. "variant" for UCI_Variant.
  Option with_flag_alias(std::string alias) &&;

  const std::string& name() const { return name_; }
  OptionType type() const { return type_; }
  const std::string& help() const { return help_; }
  int min() const { return min_; }
  int max() const { return max_; }
  const std::vector<std::string>& flag_aliases() const { return flag_aliases_; }

  // Values as UCI writes them: "64", "true", "sanguo"; "" for a button.
  std::string value_text() const;
  std::string default_text() const;
  // The line printed on `uci`, e.g. "option name Threads type spin default 1 min 1 max 256".
  std::string uci_line() const;
  // A short description of the accepted values, e.g. "1..256" or "luzhanqi-flip|sanguo".
  std::string accepted_values() const;

 private:
  friend class OptionRegistry;
  // Buttons hold monostate; spin int; check bool; combo and string std::string.
  using Value = std::variant<std::monostate, int, bool, std::string>;

  Option(std::string name, OptionType type, Value default_value, std::string help);
  static std::string to_text(const Value& value);
  // Parses and validates `text` (absent after `setoption name X` without `value`): the new value,
  // or an error naming the option and the problem.
  std::variant<Value, std::string> parse(std::optional<std::string_view> text) const;

  std::string name_;
  OptionType type_;
  Value default_;
  Value value_;
  std::string help_;
  int min_ = 0;
  int max_ = 0;
  std::vector<std::string> combo_values_;
  std::vector<std::string> flag_aliases_;
};

// "Threads" -> "threads", "MoveOverhead" -> "move-overhead", "UCI_Variant" -> "uci-variant".
std::string flag_name(std::string_view option_name);

class OptionRegistry {
 public:
  // Called after every successful set, also when the value did not change and for buttons.
  using Listener = std::function<void(const Option&)>;

  // Declares an option; later code (e.g. search parameters) may add more at any time.
  // Throws std::logic_error if the name or a flag clashes with an existing one.
  void add(Option option);

  // Case-insensitive lookup; nullptr when there is no such option.
  const Option* find(std::string_view name) const;
  const std::vector<Option>& options() const { return options_; }

  // One `option ...` line per option, in declaration order.
  std::vector<std::string> uci_lines() const;

  // Sets `name` (case-insensitive) from `value` as text, or presses a button (value absent).
  std::optional<std::string> set(std::string_view name, std::optional<std::string_view> value);
  // The arguments of a `setoption` command (the tokens after the word): `name <id...>
  // [value <x...>]`. Multi-word ids and values are joined with single spaces.
  std::optional<std::string> setoption(std::span<const std::string> args);

  // Typed getters; string() serves combo and string options.
  int spin(std::string_view name) const;
  bool check(std::string_view name) const;
  const std::string& string(std::string_view name) const;

  // Reacts to changes of one option, e.g. UCI_Variant resets the position.
  void on_change(std::string_view name, Listener listener);
  // Refuses some values of one option that depend on others: `check` gets the option as it
  // would be and answers why not, or nullopt (a Player value the game played does not offer).
  using Check = std::function<std::optional<std::string>(const Option& candidate)>;
  void check_before_change(std::string_view name, Check check);

 private:
  const Option& get(std::string_view name, OptionType type) const;
  Option* find_mutable(std::string_view name);

  std::vector<Option> options_;
  std::vector<std::pair<std::size_t, Listener>> listeners_;  // keyed by index in options_
  std::vector<std::pair<std::size_t, Check>> checks_;        // the same
};

// A flag of one command, beside the options' flags: `zhuge perft --depth 3`.
struct CommandFlag {
  const char* name;
  bool takes_value;
  const char* help;
};

// What the command line asked for besides option values.
struct CommandLine {
  bool help = false;
  bool version = false;
  std::vector<std::string> commands;  // positional words, e.g. {"bench"}
  // The command's own flags given, in order, each with its value ("" for a switch).
  std::vector<std::pair<std::string, std::string>> own;
  std::string error;  // empty on success
};

// Parses the program arguments (without argv[0]): `--help`, `--version`, one flag per option
// (flag_name() of its name plus its aliases), the flags `own` of a command, and positional
// commands. Every option's value goes through OptionRegistry::set in command-line order;
// parsing stops at the first error.
CommandLine parse_command_line(OptionRegistry& registry, const std::vector<std::string>& args,
                               std::span<const CommandFlag> own = {});

// The `--help` text: usage line and one entry per flag, from the options' help strings.
std::string command_line_help(const OptionRegistry& registry);
// The flags of a command and then those of the options, under `usage`.
std::string command_help(const OptionRegistry& registry, std::string_view usage,
                         std::span<const CommandFlag> own);

}  // namespace zhuge::protocol

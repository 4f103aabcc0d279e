#include "engine/luzhanqi/action.hpp"

namespace zhuge::luzhanqi {

std::string to_string(Action a) {
  std::string text = square_name(a.from) + square_name(a.to);
  if (a.is_flip() && is_revealed(a.reveal)) text += piece_letter(a.reveal);
  return text;
}

std::optional<Action> parse_action(std::string_view text) {
  // The second square starts at the second letter a-e.
  std::size_t split = 1;
  while (split < text.size() && !(text[split] >= 'a' && text[split] <= 'e')) ++split;
  const auto from = parse_square(text.substr(0, split));
  if (!from || split >= text.size()) return std::nullopt;
  std::string_view rest = text.substr(split);
  std::optional<Piece> reveal;
  if (!rest.empty() && !(rest.back() >= '0' && rest.back() <= '9')) {
    reveal = piece_from_letter(rest.back());
    if (!reveal) return std::nullopt;
    rest.remove_suffix(1);
  }
  const auto to = parse_square(rest);
  if (!to) return std::nullopt;
  if (reveal && *from != *to) return std::nullopt;  // only a flip carries an outcome
  return Action{*from, *to, reveal.value_or(Piece::Hidden)};
}

}  // namespace zhuge::luzhanqi

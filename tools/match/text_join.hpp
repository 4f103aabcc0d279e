#pragma once
// Builds lists of words: appends a part, with a separator unless the text is still empty; joins
// a list as people read it ("a, b or c").
#include <string>
#include <string_view>
#include <vector>

namespace zhuge::match {

inline void append_joined(std::string& text, std::string_view separator, std::string_view part) {
  if (!text.empty()) text += separator;
  text += part;
}

// The words with `separator` between them, and `last` before the last one.
inline std::string join_words(const std::vector<std::string>& words, std::string_view separator,
                              std::string_view last) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? last : separator;
    text += words[i];
  }
  return text;
}

}  // namespace zhuge::match

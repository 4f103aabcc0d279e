#pragma once
// Builds lists of words: appends a part, with a separator unless the text is still empty.
#include <string>
#include <string_view>

namespace zhuge::match {

inline void append_joined(std::string& text, std::string_view separator, std::string_view part) {
  if (!text.empty()) text += separator;
  text += part;
}

}  // namespace zhuge::match

#pragma once
// The page's files: what a GET target names under the web folder, and its Content-Type.
#include <optional>
#include <string>
#include <string_view>

namespace zhuge::gui {

struct StaticFile {
  std::string body;
  std::string content_type;
};

// The file `target` names under `root` ("/" is index.html); nullopt for anything else: a path
// with "..", a backslash, a NUL or a '%', a folder, a missing file, or a type not served.
std::optional<StaticFile> load_static_file(const std::string& root, std::string_view target);

}  // namespace zhuge::gui

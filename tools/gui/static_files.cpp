#include "tools/gui/static_files.hpp"

#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

namespace zhuge::gui {
namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kTypes = {{
    {".html", "text/html; charset=utf-8"},
    {".css", "text/css; charset=utf-8"},
    {".js", "text/javascript; charset=utf-8"},
    {".svg", "image/svg+xml"},
    {".png", "image/png"},
    {".woff2", "font/woff2"},
    {".json", "application/json"},
    {".ico", "image/x-icon"},
}};

std::optional<std::string_view> content_type(std::string_view path) {
  for (const auto& [ending, type] : kTypes) {
    if (path.ends_with(ending)) return type;
  }
  return std::nullopt;
}

// Only plain relative names: no way up, no encoded characters, no empty segment.
bool safe_relative_path(std::string_view path) {
  if (path.empty() || path.find_first_of(std::string_view("\\%\0", 3)) != std::string_view::npos) {
    return false;
  }
  std::size_t start = 0;
  for (;;) {
    const auto slash = path.find('/', start);
    const auto segment = path.substr(start, slash - start);
    if (segment.empty() || segment == "." || segment == "..") return false;
    if (slash == std::string_view::npos) return true;
    start = slash + 1;
  }
}

}  // namespace

std::optional<StaticFile> load_static_file(const std::string& root, std::string_view target) {
  target = target.substr(0, target.find('?'));
  if (!target.starts_with('/')) return std::nullopt;
  const std::string_view relative = target == "/" ? "index.html" : target.substr(1);
  const auto type = content_type(relative);
  if (!safe_relative_path(relative) || !type) return std::nullopt;
  const std::filesystem::path path = std::filesystem::path(root) / relative;
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream body;
  body << in.rdbuf();
  return StaticFile{body.str(), std::string(*type)};
}

}  // namespace zhuge::gui

#include "tools/gui/hint_engine.hpp"

#include "tools/gui/hint_lines.hpp"

namespace zhuge::gui {

namespace {

match::EngineSpec with_lines(match::EngineSpec spec) {
  spec.options.emplace_back("MultiPV", std::to_string(kHintLines));
  return spec;
}

}  // namespace

HintEngine::HintEngine(const match::EngineSpec& spec, const match::Patience& patience,
                       const std::atomic<bool>& closing)
    : spec_(with_lines(spec)), patience_(patience), closing_(closing), session_(spec_, patience_) {
  session_.set_abandon_check([this] { return abandoned_ || closing_; });
}

std::optional<nlohmann::json> HintEngine::analyse(const std::string& variant,
                                                  const std::string& position) {
  if (session_.new_game(variant)) return std::nullopt;
  HintLines lines;
  session_.set_info_listener([&lines](const std::string& line) { lines.add(line); });
  const auto answer = session_.best_move(position, "go movetime " + std::to_string(kHintMs),
                                         kHintMs + patience_.margin_ms);
  session_.set_info_listener(nullptr);
  if (!answer.fault.empty()) return std::nullopt;
  return lines.lines();
}

}  // namespace zhuge::gui

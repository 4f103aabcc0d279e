#pragma once
// The lines of a MultiPV analysis, as a hint shows them: each line's first move, score and
// win/draw/loss, and, where the engine gives them, every side's value. The latest report (from its
// rank 1 on) comes first; a report cut short by the end of the search is completed by the one
// before, with the moves it had not reached yet, so each move is listed once.
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace zhuge::gui {

class HintLines {
 public:
  // One `info` line of the engine; lines without a pv or values are passed by.
  void add(const std::string& line);
  // [{"move","score_cp"?,"wdl"?,"values"?}, ...], best first.
  nlohmann::json lines() const;

 private:
  std::map<long long, nlohmann::json> current_;       // the report under way, by rank
  nlohmann::json earlier_ = nlohmann::json::array();  // lines() before it began
  std::size_t most_ = 0;  // the most lines a report had: lines() gives no more
};

}  // namespace zhuge::gui

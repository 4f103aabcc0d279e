#include "tools/match/json_summary.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <numeric>

#include "tools/match/arbiter_game.hpp"

namespace zhuge::match {
namespace {

// Insertion-ordered, so that a line's fields read in the order of the header's example.
using Json = nlohmann::ordered_json;

// The array `key` of whole numbers in [min, max], one per seat; absent is empty when `optional`.
bool read_numbers(const Json& object, const char* key, std::size_t seats, long long min,
                  long long max, bool optional, std::vector<long long>& out) {
  const auto it = object.find(key);
  if (it == object.end()) return optional;
  if (!it->is_array() || it->size() != seats) return false;
  for (const Json& item : *it) {
    if (!item.is_number_integer() || item.get<long long>() < min || item.get<long long>() > max) {
      return false;
    }
    out.push_back(item.get<long long>());
  }
  return true;
}

bool read_text(const Json& object, const char* key, std::string& out) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_string()) return false;
  out = it->get<std::string>();
  return true;
}

bool read_int(const Json& object, const char* key, int& out) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer()) return false;
  out = it->get<int>();
  return true;
}

}  // namespace

std::string summary_line(const GameRecord& record) {
  Json line = {{"round", record.round},     {"deal", record.deal},
               {"variant", record.variant}, {"seats", record.seats},
               {"sixths", record.sixths},   {"termination", record.termination},
               {"offender", nullptr},       {"plies", record.moves.size()}};
  if (record.offender) line["offender"] = *record.offender;
  if (!record.clock_used_ms.empty()) {
    line["clock_used_ms"] = record.clock_used_ms;
    line["clock_given_ms"] = record.clock_given_ms;
  }
  // Names are written as they are; bytes that are not UTF-8 are replaced rather than refused.
  return line.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::optional<GameRecord> parse_summary_line(const std::string& line, std::string& error) {
  error = "not a summary line";
  const Json object = Json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (!object.is_object()) return std::nullopt;
  GameRecord record;
  if (!read_int(object, "round", record.round) || !read_int(object, "deal", record.deal) ||
      !read_text(object, "variant", record.variant) ||
      !read_text(object, "termination", record.termination)) {
    return std::nullopt;
  }
  const ArbiterGame* game = find_arbiter_game(record.variant);
  if (!game) return std::nullopt;
  const std::size_t seats = game->seat_labels.size();
  const auto names = object.find("seats");
  if (names == object.end() || !names->is_array() || names->size() != seats) return std::nullopt;
  for (const Json& name : *names) {
    if (!name.is_string()) return std::nullopt;
    record.seats.push_back(name.get<std::string>());
  }
  std::vector<long long> sixths;
  if (!read_numbers(object, "sixths", seats, 0, 6, false, sixths) ||
      !read_numbers(object, "clock_used_ms", seats, 0, INT64_MAX, true, record.clock_used_ms) ||
      !read_numbers(object, "clock_given_ms", seats, 0, INT64_MAX, true, record.clock_given_ms)) {
    return std::nullopt;
  }
  // A game gives out one point; the match tallies count on it.
  if (std::accumulate(sixths.begin(), sixths.end(), 0LL) != 6) return std::nullopt;
  record.sixths.assign(sixths.begin(), sixths.end());
  if (const auto offender = object.find("offender");
      offender != object.end() && offender->is_number_integer() &&
      offender->get<long long>() >= 0 && offender->get<long long>() < (long long)seats) {
    record.offender = offender->get<int>();
  }
  error.clear();
  return record;
}

std::optional<std::vector<SummaryEntry>> read_summary(const std::string& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read '" + path + "'";
    return std::nullopt;
  }
  std::vector<SummaryEntry> entries;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty()) continue;
    std::string why;
    auto record = parse_summary_line(line, why);
    if (!record) {
      error = path + ":" + std::to_string(number) + ": " + why;
      return std::nullopt;
    }
    entries.push_back({number, std::move(*record)});
  }
  return entries;
}

}  // namespace zhuge::match

#include "tools/match/game_record.hpp"

#include <ctime>
#include <istream>
#include <map>
#include <ostream>
#include <sstream>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/text_join.hpp"

namespace zhuge::match {
namespace {

constexpr int kMovesPerLine = 10;

void tag(std::ostream& out, const std::string& key, const std::string& value) {
  out << '[' << key << " \"" << value << "\"]\n";
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
  return parts;
}

// `[Key "value"]`; false if the line is not a tag.
bool parse_tag(const std::string& line, std::string& key, std::string& value) {
  if (line.size() < 5 || line.front() != '[' || line.back() != ']') return false;
  const auto space = line.find(' ');
  if (space == std::string::npos || line[space + 1] != '"' || line[line.size() - 2] != '"' ||
      space + 2 > line.size() - 2) {
    return false;
  }
  key = line.substr(1, space - 1);
  value = line.substr(space + 2, line.size() - space - 4);
  return true;
}

// Fills a record from its tags; an error names the tag.
bool from_tags(const std::map<std::string, std::string>& tags, GameRecord& record,
               std::string& error) {
  const auto get = [&](const std::string& key) -> const std::string* {
    const auto it = tags.find(key);
    if (it == tags.end()) error = "missing tag " + key;
    return it == tags.end() ? nullptr : &it->second;
  };
  const std::string* variant = get("Variant");
  if (!variant) return false;
  const ArbiterGame* game = find_arbiter_game(*variant);
  if (!game) {
    error = "unknown variant '" + *variant + "'";
    return false;
  }
  record.variant = *variant;
  for (const std::string& label : game->seat_labels) {
    const std::string* name = get(label);
    if (!name) return false;
    record.seats.push_back(*name);
  }
  const std::string* start = get(std::string(game->start_tag));
  const std::string* result = get("Result");
  const std::string* termination = get("Termination");
  if (!start || !result || !termination) return false;
  record.start = *start;
  record.termination = *termination;
  for (const std::string& points : split(*result, '-')) {
    const auto sixths = sixths_from_text(points);
    if (!sixths) {
      error = "bad Result '" + *result + "'";
      return false;
    }
    record.sixths.push_back(*sixths);
  }
  if (record.sixths.size() != record.seats.size()) {
    error = "Result '" + *result + "' does not give every seat its points";
    return false;
  }
  if (const auto it = tags.find("Offender"); it != tags.end()) {
    const auto& labels = game->seat_labels;
    for (std::size_t seat = 0; seat < labels.size(); ++seat) {
      if (labels[seat] == it->second) record.offender = static_cast<int>(seat);
    }
  }
  const auto number = [&](const char* key, int& field) {
    if (const auto it = tags.find(key); it != tags.end()) field = std::atoi(it->second.c_str());
  };
  number("Round", record.round);
  number("DealNumber", record.deal);
  if (const auto it = tags.find("Seed"); it != tags.end()) record.seed = it->second;
  if (const auto it = tags.find("Event"); it != tags.end()) record.event = it->second;
  if (const auto it = tags.find("Date"); it != tags.end()) record.date = it->second;
  return true;
}

}  // namespace

std::string record_date_today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[16];
  std::strftime(text, sizeof text, "%Y.%m.%d", &local);
  return text;
}

std::string points_text(int sixths) {
  switch (sixths) {
    case 0:
      return "0";
    case 2:
      return "1/3";
    case 3:
      return "1/2";
    case 6:
      return "1";
    default:
      return std::to_string(sixths) + "/6";
  }
}

std::optional<int> sixths_from_text(const std::string& text) {
  for (int sixths : {0, 2, 3, 6}) {
    if (text == points_text(sixths)) return sixths;
  }
  return std::nullopt;
}

std::string result_text(const std::vector<int>& sixths) {
  std::string text;
  for (const int points : sixths) append_joined(text, "-", points_text(points));
  return text;
}

void write_record(std::ostream& out, const GameRecord& record) {
  tag(out, "Event", record.event);
  tag(out, "Date", record.date);
  tag(out, "Round", std::to_string(record.round));
  tag(out, "Variant", record.variant);
  const ArbiterGame& game = game_of(record);
  const auto& labels = game.seat_labels;
  for (std::size_t seat = 0; seat < labels.size(); ++seat)
    tag(out, labels[seat], record.seats[seat]);
  tag(out, "DealNumber", std::to_string(record.deal));
  if (game.seeded) tag(out, "Seed", record.seed);
  tag(out, std::string(game.start_tag), record.start);
  std::string time_control;
  for (std::size_t seat = 0; seat < labels.size(); ++seat) {
    append_joined(time_control, ", ", labels[seat] + " " + record.time_controls[seat]);
  }
  tag(out, "TimeControl", time_control);
  // A game still in progress (zhuge-gui) has the result "*" of PGN, and no score or termination.
  const bool finished = !record.sixths.empty();
  const std::string result = finished ? result_text(record.sixths) : "*";
  tag(out, "Result", result);
  if (finished) {
    std::string score;
    for (std::size_t seat = 0; seat < labels.size(); ++seat) {
      append_joined(score, ", ", record.seats[seat] + " " + points_text(record.sixths[seat]));
    }
    tag(out, "Score", score);
    tag(out, "Termination", record.termination);
  }
  if (record.offender) tag(out, "Offender", labels[*record.offender]);
  tag(out, "PlyCount", std::to_string(record.moves.size()));
  out << '\n';
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    out << record.moves[i] << ((i + 1) % kMovesPerLine == 0 ? '\n' : ' ');
  }
  out << result << "\n\n";
}

std::optional<std::vector<GameRecord>> read_records(std::istream& in, std::string& error) {
  std::vector<GameRecord> records;
  std::map<std::string, std::string> tags;
  GameRecord record;
  int line_number = 0;
  int first_line = 0;
  bool in_moves = false;
  const auto finish = [&]() {
    if (tags.empty()) return true;
    if (!from_tags(tags, record, error)) {
      error = "game at line " + std::to_string(first_line) + ": " + error;
      return false;
    }
    records.push_back(std::move(record));
    record = GameRecord{};
    tags.clear();
    in_moves = false;
    return true;
  };
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::string key, value;
    if (line.front() == '[') {
      if (in_moves && !finish()) return std::nullopt;
      if (!parse_tag(line, key, value)) {
        error = "line " + std::to_string(line_number) + ": malformed tag";
        return std::nullopt;
      }
      if (tags.empty()) first_line = line_number;
      tags[key] = value;
      continue;
    }
    if (tags.empty()) {
      error = "line " + std::to_string(line_number) + ": moves before any tags";
      return std::nullopt;
    }
    in_moves = true;
    // The result closes the move text, as in PGN.
    const auto result = tags.find("Result");
    std::istringstream words(line);
    for (std::string word; words >> word;) {
      if (result == tags.end() || word != result->second) record.moves.push_back(word);
    }
  }
  if (!finish()) return std::nullopt;
  return records;
}

}  // namespace zhuge::match

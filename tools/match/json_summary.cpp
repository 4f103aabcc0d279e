#include "tools/match/json_summary.hpp"
#include "tools/match/text_join.hpp"

#include <charconv>
#include <cstdio>
#include <map>
#include <variant>
#include <vector>

namespace zhuge::match {
namespace {

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\u%04x", c);
      out += escape;
    } else {
      out += c;
    }
  }
  return out + '"';
}

// The values a summary line holds: null, a number, a string, or an array of these.
struct Value {
  std::variant<std::monostate, long long, std::string> scalar;
  std::vector<Value> items;
  bool is_array = false;
};

// A reader of the flat objects above; not a general JSON parser.
class Reader {
 public:
  explicit Reader(const std::string& text) : text_(text) {}

  bool object(std::map<std::string, Value>& fields) {
    if (!eat('{')) return false;
    if (eat('}')) return at_end();
    do {
      std::string key;
      Value value;
      if (!string(key) || !eat(':') || !value_of(value)) return false;
      fields[key] = std::move(value);
    } while (eat(','));
    return eat('}') && at_end();
  }

 private:
  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool eat(char c) {
    skip_space();
    if (pos_ >= text_.size() || text_[pos_] != c) return false;
    ++pos_;
    return true;
  }
  bool at_end() {
    skip_space();
    return pos_ == text_.size();
  }
  bool string(std::string& out) {
    if (!eat('"')) return false;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c == '\\') {
        if (pos_ >= text_.size()) return false;
        c = text_[pos_++];
        if (c == 'u') {
          unsigned code = 0;
          const char* digits = text_.data() + pos_;
          if (pos_ + 4 > text_.size() ||
              std::from_chars(digits, digits + 4, code, 16).ptr != digits + 4) {
            return false;
          }
          c = static_cast<char>(code);
          pos_ += 4;
        }
      }
      out += c;
    }
    return eat('"');
  }
  bool value_of(Value& value) {
    skip_space();
    if (pos_ >= text_.size()) return false;
    const char c = text_[pos_];
    if (c == '"') {
      std::string s;
      if (!string(s)) return false;
      value.scalar = std::move(s);
      return true;
    }
    if (c == '[') {
      ++pos_;
      value.is_array = true;
      if (eat(']')) return true;
      do {
        value.items.emplace_back();
        if (!value_of(value.items.back()) || value.items.back().is_array) return false;
      } while (eat(','));
      return eat(']');
    }
    if (text_.compare(pos_, 4, "null") == 0) {
      pos_ += 4;
      return true;
    }
    std::size_t used = 0;
    try {
      value.scalar = std::stoll(text_.substr(pos_), &used);
    } catch (const std::exception&) {
      return false;
    }
    pos_ += used;
    return true;
  }

  const std::string& text_;
  std::size_t pos_ = 0;
};

std::string numbers(const std::vector<long long>& values) {
  std::string text;
  for (long long v : values) append_joined(text, ",", std::to_string(v));
  return text;
}

// The array `key` of non-negative numbers, one per seat; false if it is there but malformed.
bool read_clock(const std::map<std::string, Value>& fields, const char* key, std::size_t seats,
                std::vector<long long>& out) {
  const auto it = fields.find(key);
  if (it == fields.end()) return true;
  for (const Value& item : it->second.items) {
    const auto value = std::get_if<long long>(&item.scalar);
    if (!value || *value < 0) return false;
    out.push_back(*value);
  }
  return out.size() == seats;
}

}  // namespace

std::string summary_line(const GameRecord& record) {
  std::string seats, sixths, clocks;
  for (std::size_t i = 0; i < record.seats.size(); ++i) {
    append_joined(seats, ",", quoted(record.seats[i]));
    append_joined(sixths, ",", std::to_string(record.sixths[i]));
  }
  if (!record.clock_used_ms.empty()) {
    clocks = ",\"clock_used_ms\":[" + numbers(record.clock_used_ms) + "],\"clock_given_ms\":[" +
             numbers(record.clock_given_ms) + "]";
  }
  return "{\"round\":" + std::to_string(record.round) + ",\"deal\":" + std::to_string(record.deal) +
         ",\"variant\":" + quoted(record.variant) + ",\"seats\":[" + seats + "],\"sixths\":[" +
         sixths + "],\"termination\":" + quoted(record.termination) +
         ",\"offender\":" + (record.offender ? std::to_string(*record.offender) : "null") +
         ",\"plies\":" + std::to_string(record.moves.size()) + clocks + "}";
}

std::optional<GameRecord> parse_summary_line(const std::string& line, std::string& error) {
  std::map<std::string, Value> fields;
  error = "not a summary line";
  if (!Reader(line).object(fields)) return std::nullopt;
  const auto number = [&](const char* key) -> const long long* {
    const auto it = fields.find(key);
    return it == fields.end() ? nullptr : std::get_if<long long>(&it->second.scalar);
  };
  const auto text = [&](const char* key) -> const std::string* {
    const auto it = fields.find(key);
    return it == fields.end() ? nullptr : std::get_if<std::string>(&it->second.scalar);
  };
  const auto round = number("round");
  const auto deal = number("deal");
  const auto variant = text("variant");
  const auto termination = text("termination");
  const auto seats = fields.find("seats");
  const auto sixths = fields.find("sixths");
  if (!round || !deal || !variant || !termination || seats == fields.end() ||
      sixths == fields.end() || (*variant != kLuzhanqi && *variant != kSanguo)) {
    return std::nullopt;
  }
  GameRecord record;
  record.round = static_cast<int>(*round);
  record.deal = static_cast<int>(*deal);
  record.variant = *variant;
  record.termination = *termination;
  for (const Value& seat : seats->second.items) {
    const auto name = std::get_if<std::string>(&seat.scalar);
    if (!name) return std::nullopt;
    record.seats.push_back(*name);
  }
  for (const Value& points : sixths->second.items) {
    const auto value = std::get_if<long long>(&points.scalar);
    if (!value || *value < 0 || *value > 6) return std::nullopt;
    record.sixths.push_back(static_cast<int>(*value));
  }
  if (record.seats.size() != seat_labels(record.variant).size() ||
      record.sixths.size() != record.seats.size() ||
      !read_clock(fields, "clock_used_ms", record.seats.size(), record.clock_used_ms) ||
      !read_clock(fields, "clock_given_ms", record.seats.size(), record.clock_given_ms)) {
    return std::nullopt;
  }
  if (const auto offender = number("offender");
      offender && *offender >= 0 && *offender < static_cast<long long>(record.seats.size())) {
    record.offender = static_cast<int>(*offender);
  }
  error.clear();
  return record;
}

}  // namespace zhuge::match

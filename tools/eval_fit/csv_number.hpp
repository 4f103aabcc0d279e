#pragma once
// A number as the feature tables write it: six significant digits, and never "-0".
#include <cstdio>
#include <string>

namespace zhuge::eval_fit {

inline std::string csv_number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x == 0 ? 0.0 : x);
  return text;
}

}  // namespace zhuge::eval_fit

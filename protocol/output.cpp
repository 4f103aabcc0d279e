#include "protocol/output.hpp"

namespace zhuge::protocol {

void Output::line(std::string_view text) {
  const std::lock_guard lock(mutex_);
  out_ << text << '\n' << std::flush;
}

void Output::error(std::string_view what) {
  const std::lock_guard lock(mutex_);
  out_ << "info string error: " << what << '\n' << std::flush;
}

void Output::block(std::string_view text) {
  const std::lock_guard lock(mutex_);
  out_ << text << std::flush;
}

}  // namespace zhuge::protocol

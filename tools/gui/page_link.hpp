#pragma once
// What connects a WebSocket to the code that answers its page: the page's text messages come
// in, text messages go out. Nothing here knows the transport.
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace zhuge::gui {

// Sends one text message to the page (dropped once the connection has closed).
using SendText = std::function<void(std::string)>;

class PageHandler {
 public:
  virtual ~PageHandler() = default;
  virtual void on_message(std::string_view text) = 0;
  // A frame that is not a message at all: binary, or over the size cap.
  virtual void on_bad_frame(const std::string& why) = 0;
};

// One handler per connection; destroying it ends what the page started.
using PageHandlerFactory = std::function<std::unique_ptr<PageHandler>(SendText)>;

inline constexpr std::size_t kMaxMessageBytes = 64 * 1024;

}  // namespace zhuge::gui

#include "tools/gui/ws_session.hpp"

namespace zhuge::gui {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

namespace {
// Frames are read in pieces so that an oversized message never sits in memory whole.
constexpr std::size_t kReadChunk = 16 * 1024;
}  // namespace

WsSession::WsSession(beast::tcp_stream stream, PageHandlerFactory factory)
    : ws_(std::move(stream)), factory_(std::move(factory)) {}

void WsSession::start(beast::http::request<beast::http::string_body> request) {
  beast::get_lowest_layer(ws_).expires_never();
  // A person may think for long without a word: pings keep a live page, and drop a dead one.
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.read_message_max(0);   // the size cap is ours: an oversized message gets an answer
  ws_.auto_fragment(false);  // one message, one frame
  ws_.async_accept(request, [self = shared_from_this()](beast::error_code error) {
    if (error) return self->finish();
    std::weak_ptr<WsSession> weak = self;
    self->handler_ = self->factory_([weak](std::string text) {
      if (auto session = weak.lock()) session->send(std::move(text));
    });
    self->read();
  });
}

void WsSession::read() {
  ws_.async_read_some(buffer_, kReadChunk,
                      [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
                        self->on_read(error, bytes);
                      });
}

void WsSession::on_read(beast::error_code error, std::size_t) {
  if (error || closed_) return finish();
  if (!oversize_) {
    message_ += beast::buffers_to_string(buffer_.data());
    oversize_ = message_.size() > kMaxMessageBytes;
    if (oversize_) message_.clear();
  }
  buffer_.consume(buffer_.size());
  if (ws_.is_message_done()) {
    if (oversize_) {
      handler_->on_bad_frame("message over " + std::to_string(kMaxMessageBytes) + " bytes");
    } else if (!ws_.got_text()) {
      handler_->on_bad_frame("binary frames are not messages; send JSON text");
    } else {
      handler_->on_message(message_);
    }
    message_.clear();
    oversize_ = false;
  }
  if (!closed_) read();
}

void WsSession::send(std::string text) {
  if (closed_) return;
  outbox_.push_back(std::move(text));
  if (!writing_) write_next();
}

void WsSession::write_next() {
  if (outbox_.empty() || closed_) {
    writing_ = false;
    return;
  }
  writing_ = true;
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(outbox_.front()),
                  [self = shared_from_this()](beast::error_code error, std::size_t) {
                    if (error) return self->finish();
                    self->outbox_.pop_front();
                    self->write_next();
                  });
}

// The page has gone: its handler ends its game now, whatever is still queued.
void WsSession::finish() {
  if (closed_) return;
  closed_ = true;  // a write in flight still reads outbox_.front(); the rest is never sent
  handler_.reset();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
}

}  // namespace zhuge::gui

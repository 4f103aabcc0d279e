#pragma once
// One WebSocket connection: reads whole text messages (at most 64 KiB; larger ones are read
// and dropped), hands them to its page handler, and writes the handler's replies in order.
#include <deque>
#include <memory>
#include <string>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "tools/gui/page_link.hpp"

namespace zhuge::gui {

class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(boost::beast::tcp_stream stream, PageHandlerFactory factory);
  // Completes the upgrade that `request` asked for, then reads messages until the page leaves.
  void start(boost::beast::http::request<boost::beast::http::string_body> request);

 private:
  void read();
  void on_read(boost::beast::error_code error, std::size_t bytes);
  void send(std::string text);
  void write_next();
  void finish();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  PageHandlerFactory factory_;
  std::unique_ptr<PageHandler> handler_;
  boost::beast::flat_buffer buffer_;
  std::string message_;
  bool oversize_ = false;
  std::deque<std::string> outbox_;
  bool writing_ = false;
  bool closed_ = false;
};

}  // namespace zhuge::gui

#pragma once
// The TCP side of zhuge-gui: accepts connections and answers each HTTP request with a file of
// the page, or upgrades /ws to a WebSocket for a new page handler. Requests whose Host is not
// the address served, and upgrades from another origin, get 403.
#include <memory>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include "tools/gui/address_policy.hpp"
#include "tools/gui/page_link.hpp"

namespace zhuge::gui {

struct HttpSite {
  std::string web_dir;
  AddressPolicy policy;
  PageHandlerFactory pages;
};

class HttpServer {
 public:
  // Binds and listens at once (throws boost::system::system_error if it cannot).
  HttpServer(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& endpoint);
  unsigned short port() const { return acceptor_.local_endpoint().port(); }
  // Serves `site` on every connection from now on.
  void start(std::shared_ptr<const HttpSite> site);

 private:
  void accept();

  boost::asio::io_context& io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::steady_timer retry_;
  std::shared_ptr<const HttpSite> site_;
};

}  // namespace zhuge::gui

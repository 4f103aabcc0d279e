#pragma once
// zhuge-gui put together: the HTTP server with the page's folder and address policy, and a
// page session for each WebSocket.
#include <string>

#include <boost/asio/ip/tcp.hpp>

#include "tools/gui/game_services.hpp"
#include "tools/gui/http_server.hpp"

namespace zhuge::gui {

class GuiServer {
 public:
  // Listens on `endpoint` (port 0: one the system picks) and serves at once.
  GuiServer(GameServices& services, const boost::asio::ip::tcp::endpoint& endpoint);
  unsigned short port() const { return http_.port(); }
  std::string url() const { return AddressPolicy(services_.config.listen, port()).url(); }

 private:
  GameServices& services_;
  HttpServer http_;
};

}  // namespace zhuge::gui

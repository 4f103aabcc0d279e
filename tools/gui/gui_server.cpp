#include "tools/gui/gui_server.hpp"

#include "tools/gui/page_session.hpp"

namespace zhuge::gui {

GuiServer::GuiServer(GameServices& services, const boost::asio::ip::tcp::endpoint& endpoint)
    : services_(services), http_(services.io, endpoint) {
  auto site = std::make_shared<HttpSite>(
      HttpSite{services.config.web_dir, AddressPolicy(services.config.listen, port()),
               [&services](SendText send) {
                 return std::make_unique<PageSession>(services, std::move(send));
               }});
  http_.start(std::move(site));
}

}  // namespace zhuge::gui

// zhuge-gui: see docs/gui.md.
#include <csignal>
#include <iostream>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/signal_set.hpp>

#include "tools/gui/command_line.hpp"
#include "tools/gui/gui_server.hpp"

int main(int argc, char** argv) {
  using namespace zhuge::gui;
  std::string error;
  const auto command =
      parse_command_line(std::vector<std::string>(argv + 1, argv + argc), ZHUGE_GUI_WEB_DIR, error);
  if (!command) {
    std::cerr << "zhuge-gui: " << error << '\n';
    return 2;
  }
  if (command->help) {
    std::cout << usage();
    return 0;
  }
  // A page or an engine that goes away must not end the server.
  std::signal(SIGPIPE, SIG_IGN);
  boost::asio::io_context io;
  boost::system::error_code bad_address;
  const auto address = boost::asio::ip::make_address(command->config.listen, bad_address);
  if (bad_address) {
    std::cerr << "zhuge-gui: --listen: '" << command->config.listen << "' is not an IP address\n";
    return 2;
  }
  // Declared after io: engine requests in flight finish before io and its sessions go.
  GameServices services(io, command->config);
  try {
    GuiServer server(services, {address, command->config.port});
    boost::asio::signal_set stop_signals(io, SIGINT, SIGTERM);
    stop_signals.async_wait([&io](const boost::system::error_code&, int) { io.stop(); });
    std::cout << "Zhuge GUI: " << server.url() << std::endl;
    io.run();
  } catch (const boost::system::system_error& e) {
    std::cerr << "zhuge-gui: cannot listen on " << command->config.listen << ':'
              << command->config.port << ": " << e.code().message() << '\n';
    return 1;
  }
  return 0;
}

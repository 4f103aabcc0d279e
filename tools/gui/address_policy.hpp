#pragma once
// Which requests come from the page this server serves: the Host header must name the address
// served (against DNS rebinding), and a WebSocket's Origin must be that page's own origin.
#include <string>
#include <string_view>

namespace zhuge::gui {

class AddressPolicy {
 public:
  AddressPolicy(std::string listen, unsigned short port);

  // "http://127.0.0.1:8080/", the address printed for people.
  std::string url() const;
  // Listening on one address: Host is that address and the port (or localhost for a loopback
  // address). Listening on every address (0.0.0.0, ::): any IP literal or localhost, never a
  // DNS name, with the port.
  bool host_allowed(std::string_view host) const;
  // `origin` is exactly "http://" + host, and the host is allowed.
  bool origin_allowed(std::string_view origin, std::string_view host) const;

 private:
  std::string listen_;
  std::string port_;
  bool loopback_ = false;
  bool unspecified_ = false;
};

}  // namespace zhuge::gui

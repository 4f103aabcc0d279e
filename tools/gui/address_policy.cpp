#include "tools/gui/address_policy.hpp"

#include <boost/asio/ip/address.hpp>

namespace zhuge::gui {
namespace {

struct HostPort {
  std::string_view name;  // without the brackets of an IPv6 literal
  std::string_view port;
};

// "127.0.0.1:8080", "[::1]:8080", "localhost:8080"; a Host without a port is never ours.
bool split_host(std::string_view host, HostPort& out) {
  std::size_t colon = 0;
  if (host.starts_with('[')) {
    const auto close = host.find(']');
    if (close == std::string_view::npos || close + 1 >= host.size() || host[close + 1] != ':') {
      return false;
    }
    out.name = host.substr(1, close - 1);
    colon = close + 1;
  } else {
    colon = host.rfind(':');
    if (colon == std::string_view::npos) return false;
    out.name = host.substr(0, colon);
  }
  out.port = host.substr(colon + 1);
  return !out.name.empty();
}

bool is_ip_literal(std::string_view name) {
  boost::system::error_code error;
  boost::asio::ip::make_address(std::string(name), error);
  return !error;
}

}  // namespace

AddressPolicy::AddressPolicy(std::string listen, unsigned short port)
    : listen_(std::move(listen)), port_(std::to_string(port)) {
  boost::system::error_code error;
  const auto address = boost::asio::ip::make_address(listen_, error);
  loopback_ = !error && address.is_loopback();
  unspecified_ = !error && address.is_unspecified();
}

std::string AddressPolicy::url() const {
  const bool v6 = listen_.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + listen_ + "]" : listen_) + ":" + port_ + "/";
}

bool AddressPolicy::host_allowed(std::string_view host) const {
  HostPort parts;
  if (!split_host(host, parts) || parts.port != port_) return false;
  if (parts.name == "localhost") return loopback_ || unspecified_;
  if (unspecified_) return is_ip_literal(parts.name);
  return parts.name == listen_;
}

bool AddressPolicy::origin_allowed(std::string_view origin, std::string_view host) const {
  return host_allowed(host) && origin.starts_with("http://") && origin.substr(7) == host;
}

}  // namespace zhuge::gui

#include "tools/gui/http_server.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "tools/gui/static_files.hpp"
#include "tools/gui/ws_session.hpp"

namespace zhuge::gui {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

namespace {

constexpr auto kRequestTimeout = std::chrono::seconds(30);
constexpr std::size_t kMaxRequestBody = 1024;  // GET needs none

std::string_view view(beast::string_view text) {
  return {text.data(), text.size()};
}

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket socket, std::shared_ptr<const HttpSite> site)
      : stream_(std::move(socket)), site_(std::move(site)) {}

  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    stream_.expires_after(kRequestTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code error, std::size_t) {
                       if (!error) self->answer(self->parser_->release());
                     });
  }

 private:
  void answer(http::request<http::string_body> request) {
    const std::string host(view(request[http::field::host]));
    if (!site_->policy.host_allowed(host)) {
      return reply(request, http::status::forbidden, "text/plain", "unknown Host\n");
    }
    if (beast::websocket::is_upgrade(request)) {
      if (request.target() != "/ws") {
        return reply(request, http::status::not_found, "text/plain", "no such endpoint\n");
      }
      if (!site_->policy.origin_allowed(view(request[http::field::origin]), host)) {
        return reply(request, http::status::forbidden, "text/plain", "foreign Origin\n");
      }
      std::make_shared<WsSession>(std::move(stream_), site_->pages)->start(std::move(request));
      return;
    }
    if (request.method() != http::verb::get && request.method() != http::verb::head) {
      return reply(request, http::status::method_not_allowed, "text/plain", "GET only\n");
    }
    auto file = load_static_file(site_->web_dir, view(request.target()));
    if (!file) return reply(request, http::status::not_found, "text/plain", "not found\n");
    reply(request, http::status::ok, file->content_type, std::move(file->body));
  }

  void reply(const http::request<http::string_body>& request, http::status status,
             std::string_view type, std::string body) {
    auto response = std::make_shared<http::response<http::string_body>>(status, request.version());
    response->set(http::field::content_type, beast::string_view(type.data(), type.size()));
    response->set(http::field::cache_control, "no-store");
    response->set("X-Content-Type-Options", "nosniff");
    response->keep_alive(request.keep_alive());
    const bool head = request.method() == http::verb::head;
    response->body() = std::move(body);
    response->prepare_payload();
    if (head) response->body().clear();
    http::async_write(stream_, *response,
                      [self = shared_from_this(), response](beast::error_code error, std::size_t) {
                        if (error || !response->keep_alive()) {
                          beast::error_code ignored;
                          self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                          return;
                        }
                        self->read();
                      });
  }

  beast::tcp_stream stream_;
  std::shared_ptr<const HttpSite> site_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

}  // namespace

HttpServer::HttpServer(boost::asio::io_context& io, const tcp::endpoint& endpoint)
    : io_(io), acceptor_(io), retry_(io) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(tcp::acceptor::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen();
}

void HttpServer::start(std::shared_ptr<const HttpSite> site) {
  site_ = std::move(site);
  accept();
}

void HttpServer::accept() {
  acceptor_.async_accept(io_, [this](beast::error_code error, tcp::socket socket) {
    if (!acceptor_.is_open()) return;
    if (!error) {
      std::make_shared<HttpSession>(std::move(socket), site_)->read();
      return accept();
    }
    // Out of descriptors, say: try again a little later rather than spin.
    retry_.expires_after(std::chrono::milliseconds(100));
    retry_.async_wait([this](beast::error_code) { accept(); });
  });
}

}  // namespace zhuge::gui

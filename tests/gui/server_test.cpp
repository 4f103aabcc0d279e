// zhuge-gui over a real socket: files over HTTP, the Host and Origin refusals, the 64 KiB cap,
// a game over the WebSocket, and no engine left once the connection closes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>
#include <thread>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "gui_harness.hpp"
#include "tools/gui/gui_server.hpp"

using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;

namespace {

// A server on a free port of 127.0.0.1 whose io context runs on its own thread.
class LiveServer {
 public:
  explicit LiveServer(GuiConfig config) : config_(std::move(config)) {
    const auto dir = std::filesystem::temp_directory_path() / "zhuge-gui-test-web";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "index.html") << "<!doctype html><title>zhuge</title>\n";
    config_.web_dir = dir.string();
    services_ = std::make_unique<GameServices>(io_, config_);
    server_ = std::make_unique<GuiServer>(
        *services_, tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0));
    thread_ = std::thread([this] { io_.run(); });
  }
  ~LiveServer() {
    work_.reset();
    io_.stop();
    thread_.join();
    server_.reset();
    services_.reset();
  }
  unsigned short port() const { return server_->port(); }
  std::string host() const { return "127.0.0.1:" + std::to_string(port()); }

 private:
  GuiConfig config_;
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_ =
      boost::asio::make_work_guard(io_);
  std::unique_ptr<GameServices> services_;
  std::unique_ptr<GuiServer> server_;
  std::thread thread_;
};

// The status of one GET; with an origin, a WebSocket upgrade from it.
http::status get(const LiveServer& server, const std::string& target, const std::string& host,
                 const std::optional<std::string>& upgrade_origin = std::nullopt) {
  boost::asio::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), server.port()));
  http::request<http::empty_body> request(http::verb::get, target, 11);
  request.set(http::field::host, host);
  if (upgrade_origin) {
    request.set(http::field::upgrade, "websocket");
    request.set(http::field::connection, "Upgrade");
    request.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
    request.set(http::field::sec_websocket_version, "13");
    request.set(http::field::origin, *upgrade_origin);
  }
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  return response.result();
}

// A WebSocket client from the page's own origin.
struct Client {
  explicit Client(const LiveServer& server) : ws(io) {
    beast::get_lowest_layer(ws).connect(
        tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), server.port()));
    const std::string origin = "http://" + server.host();
    ws.set_option(websocket::stream_base::decorator(
        [origin](websocket::request_type& r) { r.set(http::field::origin, origin); }));
    ws.handshake(server.host(), "/ws", error);
  }
  json receive() {
    beast::flat_buffer buffer;
    ws.read(buffer);
    return json::parse(beast::buffers_to_string(buffer.data()));
  }
  void send(const std::string& text) { ws.write(boost::asio::buffer(text)); }

  boost::asio::io_context io;
  websocket::stream<beast::tcp_stream> ws;
  beast::error_code error;
};

}  // namespace

TEST_CASE("HTTP: the page's files for the address served, nothing else", "[gui]") {
  LiveServer server(test_config());
  CHECK(get(server, "/", server.host()) == http::status::ok);
  CHECK(get(server, "/", "localhost:" + std::to_string(server.port())) == http::status::ok);
  CHECK(get(server, "/missing.js", server.host()) == http::status::not_found);
  CHECK(get(server, "/../CMakeLists.txt", server.host()) == http::status::not_found);
  // DNS rebinding: a foreign name that resolves here, or another port.
  CHECK(get(server, "/", "evil.example:" + std::to_string(server.port())) ==
        http::status::forbidden);
  CHECK(get(server, "/", "127.0.0.1:1") == http::status::forbidden);
  CHECK(get(server, "/", "") == http::status::forbidden);
}

TEST_CASE("WebSocket: a foreign Origin is refused", "[gui]") {
  LiveServer server(test_config());
  const std::string own = "http://" + server.host();
  CHECK(get(server, "/ws", server.host(), own) == http::status::switching_protocols);
  for (const std::string& origin : std::vector<std::string>{
           "http://evil.example", "http://127.0.0.1:1", "https://" + server.host(), "null", ""}) {
    INFO(origin);
    CHECK(get(server, "/ws", server.host(), origin) == http::status::forbidden);
  }
  // The page's own origin on a name that is not the address served: rebinding again.
  const std::string evil = "evil.example:" + std::to_string(server.port());
  CHECK(get(server, "/ws", evil, "http://" + evil) == http::status::forbidden);
}

TEST_CASE("WebSocket: a game, the size cap, and no engine left after the page goes", "[gui]") {
  const int baseline = live_children();
  LiveServer server(test_config());
  {
    Client client(server);
    REQUIRE_FALSE(client.error);
    CHECK(client.receive()["type"] == "hello");
    client.send(std::string(70000, ' '));
    CHECK(client.receive()["message"] == "message over 65536 bytes");
    client.ws.binary(true);
    client.send("{}");
    CHECK_THAT(client.receive()["message"].get<std::string>(), Catch::Contains("binary"));
    client.ws.text(true);
    client.send(new_game("luzhanqi-flip", {human(), engine(0, 5)}).dump());
    CHECK(client.receive()["type"] == "board");
    int moves = 0;
    while (moves < 5) {
      const json message = client.receive();
      if (message["type"] != "state" || message["legal"].empty()) continue;
      client.send(json{{"type", "move"}, {"move", message["legal"][0]}}.dump());
      ++moves;
    }
    CHECK(live_children() == baseline + 1);
  }
  CHECK(children_back_to(baseline));
}

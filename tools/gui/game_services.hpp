#pragma once
// What every game shares: the io thread its results come back to, the threads that wait for
// engines, the command line's engines and limits, and the cap on games.
#include <atomic>
#include <memory>

#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include "tools/gui/game_slots.hpp"
#include "tools/gui/gui_config.hpp"

namespace zhuge::gui {

struct GameServices {
  GameServices(boost::asio::io_context& io_context, const GuiConfig& gui_config)
      : io(io_context),
        config(gui_config),
        // A game has at most two requests at once (a seat's engine and a hint), so two threads
        // per game never keep one waiting.
        workers(static_cast<std::size_t>(2 * gui_config.max_games)),
        slots(std::make_shared<GameSlots>(gui_config.max_games)) {}
  // Ends the engine requests in flight and waits for them; their results are dropped.
  ~GameServices() {
    closing = true;
    workers.join();
  }

  boost::asio::io_context& io;
  const GuiConfig& config;
  std::atomic<bool> closing = false;  // declared before the threads that read it
  boost::asio::thread_pool workers;
  std::shared_ptr<GameSlots> slots;
};

}  // namespace zhuge::gui

#pragma once
// What every game shares: the io thread its results come back to, the threads that wait for
// engines, the command line's engines and limits, and the cap on games.
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
        // One engine request at a time per game, so a thread per game never keeps one waiting.
        workers(static_cast<std::size_t>(gui_config.max_games)),
        slots(std::make_shared<GameSlots>(gui_config.max_games)) {}
  // Waits for the engine requests in flight; their results are dropped.
  ~GameServices() { workers.join(); }

  boost::asio::io_context& io;
  const GuiConfig& config;
  boost::asio::thread_pool workers;
  std::shared_ptr<GameSlots> slots;
};

}  // namespace zhuge::gui

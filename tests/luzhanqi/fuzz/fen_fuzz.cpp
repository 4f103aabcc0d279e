// Any bytes as a Luzhanqi FEN: refused with a message, or a position that
// prints back exactly and whose actions all play and unplay cleanly.

#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"

using namespace zhuge::luzhanqi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  auto pos = Position::from_fen(text, error);
  if (!pos) {
    if (error.empty()) std::abort();  // every refusal says why
    return 0;
  }
  const std::string fen = pos->fen();
  auto again = Position::from_fen(fen, error);
  if (!again || again->fen() != fen || !(*again == *pos)) std::abort();
  ActionList actions;
  generate_actions(*pos, actions);
  for (Action a : actions) {
    if (a.is_flip()) a.reveal = Piece(std::countr_zero(pos->pool_mask()));
    const Position before = *pos;
    const Undo undo = pos->make(a);
    game_result(*pos);
    pos->unmake(a, undo);
    if (!(*pos == before)) std::abort();
  }
  return 0;
}

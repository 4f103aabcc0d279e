// Any bytes as a Sanguo FEN: refused with a message, or a position that
// prints back exactly and whose legal moves all play and unplay cleanly.

#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"

using namespace zhuge::sanguo;

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
  if (!again || again->fen() != fen) std::abort();
  pos->settle();
  const std::string settled = pos->fen();
  MoveList moves;
  generate_legal(*pos, moves);
  for (Move m : moves) {
    const Undo undo = pos->make(m);
    pos->result();
    pos->unmake(undo);
    if (pos->fen() != settled) std::abort();
  }
  return 0;
}

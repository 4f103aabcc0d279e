#pragma once
// Shared helpers for the sanguo tests.

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo::test {

// A FEN written from a list of {point, piece} pairs such as {"re1", "rK"}; crossed soldiers are
// "rp". The rest of the board is empty.
std::string fen_of(std::initializer_list<std::pair<const char*, const char*>> pieces,
                   const char* side = "r", const char* in_play = "rgb", int quiet = 0,
                   int round = 1);
// The same from a list built at run time.
std::string fen_of(const std::vector<std::pair<std::string, std::string>>& pieces,
                   const char* side = "r", const char* in_play = "rgb", int quiet = 0,
                   int round = 1);
// The position of a FEN that must be valid.
Position load(const std::string& fen);
// The legal moves in notation, sorted.
std::vector<std::string> legal_moves(const Position& pos);
// The legal moves of the piece on `from`, as destination point names, sorted.
std::vector<std::string> destinations(const Position& pos, const char* from);
// Plays moves given in notation; each must be legal.
void play(Position& pos, std::initializer_list<const char*> moves);

}  // namespace zhuge::sanguo::test

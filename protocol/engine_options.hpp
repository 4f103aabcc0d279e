#pragma once
// The engine's options, declared in one place: those of the engine itself here, and each game's
// own through its record's hook (game_registry.hpp).

#include <string_view>

#include "protocol/options.hpp"

namespace zhuge::protocol {

// Option names, for getters and listeners.
namespace option_name {
inline constexpr std::string_view kVariant = "UCI_Variant";
inline constexpr std::string_view kThreads = "Threads";
inline constexpr std::string_view kHash = "Hash";
inline constexpr std::string_view kSeed = "Seed";
inline constexpr std::string_view kMoveOverhead = "MoveOverhead";
inline constexpr std::string_view kPlayer = "Player";
inline constexpr std::string_view kMultiPv = "MultiPV";
inline constexpr std::string_view kPonder = "Ponder";
inline constexpr std::string_view kGameAwareTime = "GameAwareTime";
inline constexpr std::string_view kLimitStrength = "UCI_LimitStrength";
inline constexpr std::string_view kElo = "UCI_Elo";
inline constexpr std::string_view kSkillLevel = "Skill Level";
}  // namespace option_name

// Values of the combo options (UCI_Variant's are the games' own, game_registry.hpp).
inline constexpr std::string_view kPlayerRandom = "random";
inline constexpr std::string_view kPlayerGreedy = "greedy";
// The variant's strongest search. A game adds its other searches (GameRecord::players).
inline constexpr std::string_view kPlayerSearch = "search";

// random and greedy answer after one ply; every other Player value searches.
constexpr bool is_baseline_player(std::string_view player) {
  return player == kPlayerRandom || player == kPlayerGreedy;
}

// MultiPV's maximum: no position of any game has more legal root actions, so MultiPV at its
// maximum lists every one (the analysis of docs/protocol.md).
int max_multipv();

// Every option with its default value. Seed 0 means "the fixed default seed", so that games
// and `bench` are reproducible unless a seed is asked for.
OptionRegistry make_engine_options();

}  // namespace zhuge::protocol

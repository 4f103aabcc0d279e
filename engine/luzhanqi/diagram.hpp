#pragma once
// A readable text drawing of a Luzhanqi position, for the protocol's `d`.

#include <string>

#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

std::string diagram(const Position& pos);

}  // namespace zhuge::luzhanqi

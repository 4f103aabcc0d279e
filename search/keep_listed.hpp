#pragma once
// `go searchmoves` for the players that pick from a move list: keeps the listed moves only.

#include <algorithm>
#include <span>

namespace zhuge::search {

// Keeps, in their order, the items of `list` that `listed` holds; all of them when it is empty.
template <class List, class Item>
void keep_listed(List& list, std::span<const Item> listed) {
  if (listed.empty()) return;
  int kept = 0;
  for (int i = 0; i < list.size(); ++i) {
    if (std::find(listed.begin(), listed.end(), list[i]) != listed.end()) {
      list.begin()[kept++] = list[i];
    }
  }
  list.resize(kept);
}

}  // namespace zhuge::search

#include "eval/luzhanqi/linear_terms.hpp"

#include "engine/luzhanqi/outcome.hpp"

namespace zhuge::eval::luzhanqi {

std::array<LinearTerm, kLinearTerms> linear_terms(const EvalTerms& t) {
  using W = EvalWeights;
  return {{
      {&W::hidden_material_percent, t.hidden_material / 100.0},
      {&W::mine_guard, double(t.mines)},
      {&W::sapper_versus_mines, double(t.sappers)},
      {&W::flag_exposed, double(t.flag)},
      {&W::threat_percent, t.threat / 100.0},
      {&W::hanging_percent, -t.hanging / 100.0},
      {&W::camp, double(t.camp)},
      {&W::frozen_percent, -t.frozen / 100.0},
      {&W::rail_strong, double(t.rail_strong)},
      {&W::rail_sapper, double(t.rail_sapper)},
      {&W::piece_count, double(t.pieces)},
      {&W::piece_count_late, double(t.pieces) * t.quiet_plies / zhuge::luzhanqi::kMoveLimit},
  }};
}

}  // namespace zhuge::eval::luzhanqi

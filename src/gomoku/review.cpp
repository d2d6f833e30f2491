#include "gomoku/review.h"

#include <algorithm>

#include "core/progress.h"
#include "gomoku/state.h"

namespace gg::gomoku {

namespace {

bool proven_win(const MoveValue& m) { return !m.forbidden && is_proven(m.score) && m.score > 0; }
// A forbidden point loses as surely as a proven loss (renju black loses by playing it).
bool proven_loss(const MoveValue& m) { return m.forbidden || (is_proven(m.score) && m.score < 0); }

MoveKind kind_of(const MoveValue& played, const std::vector<MoveValue>& moves) {
  if (proven_win(played)) return MoveKind::kWinning;
  if (!moves.empty() && proven_win(moves.front())) return MoveKind::kMissedWin;
  auto not_lost = std::count_if(moves.begin(), moves.end(), [](const MoveValue& m) { return !proven_loss(m); });
  if (proven_loss(played)) return not_lost > 0 ? MoveKind::kLosing : MoveKind::kLost;
  return not_lost == 1 && moves.size() > 1 ? MoveKind::kForced : MoveKind::kPlain;
}

}  // namespace

const char* move_kind_name(MoveKind kind) {
  switch (kind) {
    case MoveKind::kPlain: return "plain";
    case MoveKind::kWinning: return "winning";
    case MoveKind::kMissedWin: return "missed_win";
    case MoveKind::kLosing: return "losing";
    case MoveKind::kForced: return "forced";
    case MoveKind::kLost: return "lost";
  }
  return "plain";
}

GameReview review_game(const Record& record, Rule rule, const AnalysisLimits& limits,
                       const std::function<void(int done, int total)>& progress) {
  GameReview review;
  review.verdict = adjudicate(record, rule);  // occupied points are refused before any search
  review.reviewable = review.verdict.deciding_move > 0 ? review.verdict.deciding_move
                                                       : static_cast<int>(record.moves.size());
  State state(record.size, rule);
  for (int i = 0; i < review.reviewable; ++i) {
    if (progress) progress(i, review.reviewable);
    if (gg::interrupted() || (limits.stop && limits.stop->load(std::memory_order_relaxed))) {
      review.stopped = true;
      break;
    }
    const Point point = record.moves[std::size_t(i)];
    ReviewedMove reviewed;
    reviewed.number = i + 1;
    reviewed.player = state.to_move();
    reviewed.line = i < static_cast<int>(record.lines.size()) ? record.lines[std::size_t(i)] : 0;
    MoveAnalysis analysis = analyze_moves(state.board(), rule, reviewed.player, limits, point);
    review.nodes += analysis.nodes;
    auto played = std::find_if(analysis.moves.begin(), analysis.moves.end(),
                               [point](const MoveValue& m) { return m.move == point; });
    // Stopped before the move played was valued: what was reviewed before stays.
    if (analysis.stopped != StopReason::kNone || played == analysis.moves.end()) {
      review.stopped = true;
      break;
    }
    reviewed.played = *played;
    reviewed.best = analysis.moves.front();
    reviewed.candidates = static_cast<int>(analysis.moves.size());
    reviewed.kind = kind_of(reviewed.played, analysis.moves);
    reviewed.nodes = analysis.nodes;
    if (reviewed.kind == MoveKind::kLosing || reviewed.kind == MoveKind::kMissedWin)
      ++review.mistakes[reviewed.player == kBlack ? 0 : 1];
    review.moves.push_back(reviewed);
    state.play(point);
  }
  if (progress && !review.stopped) progress(static_cast<int>(review.moves.size()), review.reviewable);
  return review;
}

}  // namespace gg::gomoku

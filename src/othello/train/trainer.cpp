#include "othello/train/trainer.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/progress.h"
#include "othello/search.h"
#include "core/parallel.h"
#include "othello/weights_file.h"

namespace gg::othello::train {

namespace {

constexpr int kNeighbourEmpties = 2;

// x . y over doubles.
double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

// Rows (or weights) per task of the parallel products: a fixed split, so each entry of a
// product is summed in the same order whatever the number of threads.
constexpr std::size_t kChunks = 64;

// Runs body(begin, end) over [0, n) in kChunks fixed ranges on `threads` threads. It finishes
// after Ctrl-C too: a half-computed product would spoil the step that the fit's loop takes
// before it sees the interruption.
template <class Body>
void for_ranges(std::size_t n, int threads, Body body) {
  if (threads <= 1) {
    body(std::size_t(0), n);
    return;
  }
  gg::for_each_parallel(
      static_cast<int>(kChunks), threads,
      [&](int chunk) { body(n * chunk / kChunks, n * (chunk + 1) / kChunks); }, gg::OnInterrupt::kFinish);
}

// q = A p.
void multiply(const std::vector<std::uint32_t>& slots, int per_row, const std::vector<double>& p,
              std::vector<double>& q, int threads) {
  for_ranges(q.size(), threads, [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) {
      const std::uint32_t* row = slots.data() + i * per_row;
      double s = 0;
      for (int k = 0; k < per_row; ++k) s += p[row[k]];
      q[i] = s;
    }
  });
}

// The feature matrix by columns: for weight j, the rows holding it (a row once per time it holds
// it), in increasing order, at rows[start[j] .. start[j + 1]). Summing a column in that order
// adds the same numbers in the same order as scattering row after row does, so the transposed
// product below is bit for bit the serial one.
struct Columns {
  std::vector<std::size_t> start;
  std::vector<std::uint32_t> rows;
};

Columns by_columns(const std::vector<std::uint32_t>& slots, int per_row, std::size_t weights, std::size_t row_count) {
  Columns c;
  c.start.assign(weights + 1, 0);
  for (std::size_t i = 0; i < row_count * per_row; ++i) ++c.start[slots[i] + 1];
  for (std::size_t j = 0; j < weights; ++j) c.start[j + 1] += c.start[j];
  c.rows.resize(row_count * per_row);
  std::vector<std::size_t> next(c.start.begin(), c.start.end() - 1);
  for (std::size_t i = 0; i < row_count; ++i)
    for (int k = 0; k < per_row; ++k) c.rows[next[slots[i * per_row + k]]++] = static_cast<std::uint32_t>(i);
  return c;
}

// s = A^T r: serially by scattering rows, in parallel by gathering columns (the same sums).
void multiply_transposed(const std::vector<std::uint32_t>& slots, int per_row, const Columns* columns,
                         const std::vector<double>& r, std::vector<double>& s, int threads) {
  if (!columns) {
    std::fill(s.begin(), s.end(), 0.0);
    for (std::size_t i = 0; i < r.size(); ++i) {
      const std::uint32_t* row = slots.data() + i * per_row;
      for (int k = 0; k < per_row; ++k) s[row[k]] += r[i];
    }
    return;
  }
  for_ranges(s.size(), threads, [&](std::size_t begin, std::size_t end) {
    for (std::size_t j = begin; j < end; ++j) {
      double sum = 0;
      for (std::size_t e = columns->start[j]; e < columns->start[j + 1]; ++e) sum += r[columns->rows[e]];
      s[j] = sum;
    }
  });
}

struct StageData {
  std::vector<std::uint32_t> slots;
  std::vector<float> y;
  void add(const Sample& s, float label) {
    std::uint32_t active[features::kActive];
    features::active_slots(s.player, s.opponent, active);
    slots.insert(slots.end(), active, active + features::kActive);
    y.push_back(label);
  }
  std::size_t rows() const { return y.size(); }
};

// Root mean square and mean absolute error of the quantised weights on `data`, in discs.
void errors(const StageData& data, const std::int16_t* weights, double& rmse, double& mae) {
  double square = 0, absolute = 0;
  for (std::size_t i = 0; i < data.rows(); ++i) {
    int sum = 0;
    for (int k = 0; k < features::kActive; ++k) sum += weights[data.slots[i * features::kActive + k]];
    double e = sum / 100.0 - data.y[i];
    square += e * e;
    absolute += std::abs(e);
  }
  double n = std::max<double>(1, static_cast<double>(data.rows()));
  rmse = std::sqrt(square / n);
  mae = absolute / n;
}

}  // namespace

std::vector<double> ridge_fit(const std::vector<std::uint32_t>& slots, int per_row, const std::vector<float>& y,
                              std::size_t weights, double lambda, int iterations, int threads) {
  // CGLS for (A^T A + lambda I) x = A^T y.
  std::vector<double> x(weights, 0.0), r(y.begin(), y.end()), s(weights), p(weights), q(y.size());
  Columns columns;
  if (threads > 1) columns = by_columns(slots, per_row, weights, y.size());
  const Columns* by_column = threads > 1 ? &columns : nullptr;
  multiply_transposed(slots, per_row, by_column, r, s, threads);
  p = s;
  double gamma = dot(s, s);
  for (int it = 0; it < iterations && gamma > 1e-18 && !gg::interrupted(); ++it) {
    multiply(slots, per_row, p, q, threads);
    double delta = dot(q, q) + lambda * dot(p, p);
    if (delta <= 0) break;
    double alpha = gamma / delta;
    for (std::size_t j = 0; j < weights; ++j) x[j] += alpha * p[j];
    for (std::size_t i = 0; i < q.size(); ++i) r[i] -= alpha * q[i];
    multiply_transposed(slots, per_row, by_column, r, s, threads);
    for (std::size_t j = 0; j < weights; ++j) s[j] -= lambda * x[j];
    double next = dot(s, s);
    double beta = next / gamma;
    gamma = next;
    for (std::size_t j = 0; j < weights; ++j) p[j] = s[j] + beta * p[j];
  }
  return x;
}

namespace {

// The additive model behind FitOptions::additive_prior. Its features: for each pattern slot of
// the compact layout, one per square of the type's base set and that square's content (empty,
// the mover's, the opponent's), read from the smallest raw index the slot stands for (a slot of
// a self-symmetric base set stands for two or four orders; any one of them serves, since the
// table cannot tell them apart either); the extras (mobility, parity) map one to one after them.
struct AdditiveLayout {
  std::vector<std::uint32_t> start;  // per compact slot s: its features are ids[start[s] .. start[s + 1])
  std::vector<std::uint32_t> ids;
  std::uint32_t feature_count = 0;
  int per_row = features::kActive - pattern::kInstances;  // features of one position
  AdditiveLayout() {
    const std::uint32_t slots = features::stage_weights();
    std::vector<std::vector<std::uint32_t>> of(slots);
    std::uint32_t base = 0;
    for (int t = 0; t < pattern::kTypes; ++t) {
      const auto& type = pattern::kPatternTypes[t];
      std::vector<bool> seen(pattern::canonical_count(t), false);
      for (std::uint32_t index = 0; index < static_cast<std::uint32_t>(type.size); ++index) {
        std::uint32_t id = pattern::canonical_id(t, index);
        if (seen[id]) continue;
        seen[id] = true;
        auto& list = of[features::type_offset(t) + id];
        std::uint32_t rest = index;
        for (int square = 0; square < type.squares; ++square, rest /= 3)
          list.push_back(base + 3 * static_cast<std::uint32_t>(square) + rest % 3);
      }
      base += 3 * static_cast<std::uint32_t>(type.squares);
    }
    for (int i = 0; i < pattern::kInstances; ++i) per_row += pattern::kPatternTypes[pattern::instances()[i].type].squares;
    for (std::uint32_t s = features::player_mobility_offset(); s < slots; ++s) of[s].push_back(base++);
    feature_count = base;
    start.push_back(0);
    for (const auto& list : of) {
      ids.insert(ids.end(), list.begin(), list.end());
      start.push_back(static_cast<std::uint32_t>(ids.size()));
    }
  }
};
const AdditiveLayout& additive_layout() {
  static const AdditiveLayout layout;
  return layout;
}

// The additive model fitted to (a sample of) `train`, expanded into a prior for every compact
// slot, in kDisc units. A few hundred weights: a sample of this many positions pins them down.
constexpr std::size_t kAdditiveRows = 100000;
constexpr double kAdditiveLambda = 1.0;
constexpr int kAdditiveIterations = 200;

std::vector<double> additive_prior(const StageData& train, int threads) {
  const AdditiveLayout& a = additive_layout();
  const std::size_t step = std::max<std::size_t>(1, (train.rows() + kAdditiveRows - 1) / kAdditiveRows);
  std::vector<std::uint32_t> slots;
  std::vector<float> y;
  for (std::size_t i = 0; i < train.rows(); i += step) {
    for (int k = 0; k < features::kActive; ++k) {
      std::uint32_t s = train.slots[i * features::kActive + k];
      slots.insert(slots.end(), a.ids.begin() + a.start[s], a.ids.begin() + a.start[s + 1]);
    }
    y.push_back(train.y[i]);
  }
  std::vector<double> x = ridge_fit(slots, a.per_row, y, a.feature_count, kAdditiveLambda, kAdditiveIterations, threads);
  std::vector<double> prior(features::stage_weights());
  for (std::size_t s = 0; s < prior.size(); ++s) {
    double sum = 0;
    for (std::uint32_t e = a.start[s]; e < a.start[s + 1]; ++e) sum += x[a.ids[e]];
    prior[s] = 100.0 * sum;
  }
  return prior;
}

// Fits one stage to `labels` (one per sample) and writes its weights and report.
void fit_stage(const std::vector<Sample>& samples, const std::vector<float>& labels, const FitOptions& options,
               int stage, int threads, std::int16_t* w, StageReport& r) {
  const std::size_t per_stage = features::stage_weights();
  int low = 4 * stage + 1, high = 4 * stage + 4;
  StageData train, own_train, test;
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const Sample& s = samples[i];
    int empties = 64 - gg::popcount(s.player | s.opponent);
    bool held_out = static_cast<int>(s.game % 100) < options.test_percent;
    bool own = empties >= low && empties <= high;
    if (held_out) {
      if (own) test.add(s, s.score);
    } else if (empties >= low - kNeighbourEmpties && empties <= high + kNeighbourEmpties) {
      train.add(s, labels[i]);
      if (own) own_train.add(s, labels[i]);
    }
  }
  // The prior w0 (kDisc units), if any: the given weights, or the additive model fitted here.
  std::vector<double> prior;
  if (options.additive_prior && train.rows() > 0) {
    prior = additive_prior(train, threads);
  } else if (!options.prior.empty()) {
    auto first = options.prior.begin() + static_cast<std::ptrdiff_t>(per_stage * static_cast<std::size_t>(stage));
    prior.assign(first, first + static_cast<std::ptrdiff_t>(per_stage));
  }
  // With a prior w0, minimising |A x - y|^2 + lambda |x - w0|^2 is fitting d = x - w0 to the
  // residuals y - A w0 with the plain ridge term.
  if (!prior.empty()) {
    for (std::size_t i = 0; i < train.rows(); ++i) {
      double sum = 0;
      for (int k = 0; k < features::kActive; ++k) sum += prior[train.slots[i * features::kActive + k]];
      train.y[i] -= static_cast<float>(sum / 100.0);
    }
  }
  std::vector<double> x = ridge_fit(train.slots, features::kActive, train.y, per_stage, options.lambda, options.iterations,
                                    threads);
  for (std::size_t j = 0; j < per_stage; ++j) {
    double value = 100.0 * x[j] + (prior.empty() ? 0.0 : prior[j]);
    w[j] = static_cast<std::int16_t>(std::clamp(std::lround(value), -32767L, 32767L));
  }
  r = StageReport{};
  r.stage = stage;
  r.empties_low = low;
  r.empties_high = high;
  r.train = own_train.rows();
  r.test = test.rows();
  double unused;
  errors(own_train, w, r.train_rmse, unused);
  errors(test, w, r.test_rmse, r.test_mae);
}

// The stage whose training range (its empties and kNeighbourEmpties on either side) holds a
// position with `empties` empties, the last such stage from the end.
bool in_training_range(int stage, int empties) {
  return empties >= 4 * stage + 1 - kNeighbourEmpties && empties <= 4 * stage + 4 + kNeighbourEmpties;
}

}  // namespace

PatternWeights fit_weights(const std::vector<Sample>& samples, const FitOptions& options,
                           std::vector<StageReport>& report, const std::function<void(const StageReport&)>& progress) {
  const std::size_t per_stage = features::stage_weights();
  if (!options.prior.empty() && options.prior.size() != per_stage * kEvalStages)
    throw std::invalid_argument("the prior weights have the wrong size");
  if (!options.prior.empty() && options.additive_prior)
    throw std::invalid_argument("prior weights and the additive prior exclude each other");
  std::vector<std::int16_t> compact(per_stage * kEvalStages, 0);
  report.assign(kEvalStages, StageReport{});
  std::vector<float> labels(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i) labels[i] = samples[i].score;
  std::mutex progress_mutex;
  auto report_stage = [&](int stage) {
    if (!progress) return;
    std::lock_guard lock(progress_mutex);
    progress(report[static_cast<std::size_t>(stage)]);
  };
  for_each_parallel(kEvalStages, options.threads, [&](int stage) {
    fit_stage(samples, labels, options, stage, 1, compact.data() + per_stage * static_cast<std::size_t>(stage),
              report[static_cast<std::size_t>(stage)]);
    report_stage(stage);
  });
  if (options.backup_depth <= 0) return PatternWeights(std::move(compact));

  // Backing up, from the end of the game: a stage whose training range holds positions that were
  // not solved exactly gets search labels for them, then is fitted again.
  for (int stage = 0; stage < kEvalStages && !gg::interrupted(); ++stage) {
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < samples.size(); ++i) {
      const Sample& s = samples[i];
      int empties = 64 - gg::popcount(s.player | s.opponent);
      bool held_out = static_cast<int>(s.game % 100) < options.test_percent;
      if (!s.exact && !held_out && in_training_range(stage, empties)) todo.push_back(i);
    }
    if (todo.empty()) continue;
    use_weights(std::make_shared<const PatternWeights>(compact), "backing up");
    const int chunks = 64;
    for_each_parallel(chunks, options.threads, [&](int chunk) {
      Searcher searcher(1);
      SearchLimits limits;
      limits.depth = options.backup_depth;
      limits.exact_empties = 0;
      for (std::size_t k = static_cast<std::size_t>(chunk); k < todo.size(); k += chunks) {
        const Sample& s = samples[todo[k]];
        double searched = searcher.search(Position{s.player, s.opponent}, limits).score / 100.0;
        labels[todo[k]] = static_cast<float>(options.backup_mix * searched + (1 - options.backup_mix) * s.score);
      }
    });
    // One stage at a time (its labels need the later stages' refits): the threads share the
    // fit's products instead.
    fit_stage(samples, labels, options, stage, options.threads,
              compact.data() + per_stage * static_cast<std::size_t>(stage), report[static_cast<std::size_t>(stage)]);
    report_stage(stage);
  }
  auto result = std::make_shared<const PatternWeights>(compact);
  use_weights(result, "trained");
  return PatternWeights(std::move(compact));
}

PatternWeights average_weights(const std::vector<PatternWeights>& fits) {
  if (fits.empty()) throw std::invalid_argument("average_weights: no weights to average");
  const std::size_t size = fits.front().compact().size();
  for (const PatternWeights& fit : fits)
    if (fit.compact().size() != size) throw std::invalid_argument("average_weights: weights of different layouts");
  const std::int64_t n = static_cast<std::int64_t>(fits.size());
  std::vector<std::int16_t> mean(size);
  for (std::size_t i = 0; i < size; ++i) {
    std::int64_t sum = 0;
    for (const PatternWeights& fit : fits) sum += fit.compact()[i];
    // floor(sum / n) and the remainder 0 <= rest < n, also for negative sums.
    std::int64_t low = sum / n, rest = sum % n;
    if (rest < 0) --low, rest += n;
    // Nearest integer; exactly half-way (2 rest == n) goes to the even neighbour.
    bool up = 2 * rest > n || (2 * rest == n && (low & 1));
    mean[i] = static_cast<std::int16_t>(up ? low + 1 : low);
  }
  return PatternWeights(std::move(mean));
}

PatternWeights average_weights(const PatternWeights& a, const PatternWeights& b) {
  return average_weights(std::vector<PatternWeights>{a, b});
}

PatternWeights fill_zero_weights(const PatternWeights& base, const PatternWeights& fill) {
  if (base.compact().size() != fill.compact().size())
    throw std::invalid_argument("fill_zero_weights: weights of different layouts");
  std::vector<std::int16_t> filled = base.compact();
  for (std::size_t i = 0; i < filled.size(); ++i)
    if (filled[i] == 0) filled[i] = fill.compact()[i];
  return PatternWeights(std::move(filled));
}

}  // namespace gg::othello::train

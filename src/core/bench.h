// Search signatures, in the way of Stockfish's "Bench:": an engine searches fixed positions under
// fixed limits, single-threaded and from empty tables, and the total node count is its
// signature. The count changes exactly when the search's behaviour changes, so the tests pin it
// (tests/conformance/signature_test.cpp): a change made on purpose updates the pinned number in the
// same commit, and any other change fails CI. `gridgames bench` prints every engine's signature.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <utility>

namespace gg {

struct BenchSignature {
  std::string engine;      // for example "othello midgame"
  std::string workload;    // the positions and limits, for people
  std::uint64_t nodes = 0; // the signature
  int positions = 0;
  double seconds = 0;      // wall time: a rough speed, not part of the signature
};

// The signature of `engine` on `workload`: `search_all(signature)` searches every position,
// adding their nodes and counting them; the wall time around it is measured here.
template <class SearchAll>
BenchSignature measure_signature(std::string engine, std::string workload, SearchAll search_all) {
  BenchSignature signature;
  signature.engine = std::move(engine);
  signature.workload = std::move(workload);
  auto start = std::chrono::steady_clock::now();
  search_all(signature);
  signature.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return signature;
}

}  // namespace gg

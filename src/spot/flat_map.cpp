#include "spot/flat_map.h"

#include <bit>

namespace gg::spot {

namespace {
constexpr std::size_t kInitialCapacity = 16;
}  // namespace

void FlatMap::set(std::uint64_t key, std::uint32_t value) {
  // Keep the load at most 1/2: probe sequences stay short even for clustered cell indices.
  if (2 * (size_ + 1) > slots_.size()) grow();
  for (std::size_t i = home(key);; i = (i + 1) & mask_) {
    Slot& slot = slots_[i];
    if (slot.value == 0) {
      slot.key = key;
      slot.value = value;
      ++size_;
      return;
    }
    if (slot.key == key) {
      slot.value = value;
      return;
    }
  }
}

bool FlatMap::erase(std::uint64_t key) {
  if (size_ == 0) return false;
  std::size_t hole = home(key);
  for (;; hole = (hole + 1) & mask_) {
    if (slots_[hole].value == 0) return false;
    if (slots_[hole].key == key) break;
  }
  // Backward-shift deletion: walk the cluster after the hole and pull back every entry whose
  // home position is not strictly between the hole and its current slot (cyclically), so that
  // every remaining key is still reachable from its home without tombstones.
  for (std::size_t next = (hole + 1) & mask_; slots_[next].value != 0; next = (next + 1) & mask_) {
    std::size_t distance_from_home = (next - home(slots_[next].key)) & mask_;
    std::size_t distance_from_hole = (next - hole) & mask_;
    if (distance_from_home >= distance_from_hole) {
      slots_[hole] = slots_[next];
      hole = next;
    }
  }
  slots_[hole] = Slot{};
  --size_;
  return true;
}

void FlatMap::clear() {
  if (size_ == 0) return;
  for (Slot& slot : slots_) slot = Slot{};
  size_ = 0;
}

void FlatMap::grow() {
  std::vector<Slot> old;
  old.swap(slots_);
  std::size_t capacity = old.empty() ? kInitialCapacity : 2 * old.size();
  slots_.assign(capacity, Slot{});
  mask_ = capacity - 1;
  shift_ = 64 - std::countr_zero(capacity);
  size_ = 0;
  for (const Slot& slot : old)
    if (slot.value != 0) set(slot.key, slot.value);
}

bool FlatMap::operator==(const FlatMap& other) const {
  if (size_ != other.size_) return false;
  bool same = true;
  for_each([&](std::uint64_t key, std::uint32_t value) {
    if (other.get(key) != value) same = false;
  });
  return same;
}

}  // namespace gg::spot

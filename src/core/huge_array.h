// A fixed-size array of trivially copyable elements backed by 2 MiB pages where the system
// allows it (Linux transparent huge pages on request).
//
// Why: transposition tables are probed at random addresses; with 4 KiB pages nearly every probe
// of a table larger than a few MiB also misses the TLB (a 64 MiB table spans 16,384 pages, the
// second-level TLB holds about 1,500). Backing the table with 2 MiB pages removes most of those
// page walks. Where huge pages are unavailable this is an ordinary zeroed allocation.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace gg {

namespace detail {
// Zeroed memory of `bytes` bytes aligned to 2 MiB, advised to use huge pages; nullptr on failure.
void* allocate_huge(std::size_t bytes);
void free_huge(void* p, std::size_t bytes);
}  // namespace detail

template <class T>
class HugeArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "elements are created by zeroing memory");

 public:
  HugeArray() = default;
  // `count` elements, all bytes zero. Throws std::bad_alloc when the memory cannot be had.
  explicit HugeArray(std::size_t count) : data_(allocate(count), Deleter{count * sizeof(T)}), size_(count) {}

  HugeArray(HugeArray&& other) noexcept
      : data_(std::move(other.data_)), size_(std::exchange(other.size_, 0)) {}
  HugeArray& operator=(HugeArray&& other) noexcept {
    data_ = std::move(other.data_);
    size_ = std::exchange(other.size_, 0);
    return *this;
  }

  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  std::size_t size() const { return size_; }
  T* begin() { return data_.get(); }
  T* end() { return data_.get() + size_; }

 private:
  struct Deleter {
    std::size_t bytes = 0;
    void operator()(T* p) const { detail::free_huge(p, bytes); }
  };
  static T* allocate(std::size_t count) {
    void* p = detail::allocate_huge(count * sizeof(T));
    if (!p) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  std::unique_ptr<T, Deleter> data_{nullptr, Deleter{}};
  std::size_t size_ = 0;
};

}  // namespace gg

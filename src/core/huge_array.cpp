#include "core/huge_array.h"

#include <sys/mman.h>

#include <cstdint>

namespace gg::detail {

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;
}

void* allocate_huge(std::size_t bytes) {
  if (bytes == 0) bytes = 1;
  // Anonymous mappings are zeroed by the kernel and page-aligned; ask for 2 MiB more so that a
  // 2 MiB-aligned start can be cut out of it, and return the unused ends.
  std::size_t length = bytes + kHugePage;
  void* raw = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  auto start = reinterpret_cast<std::uintptr_t>(raw);
  std::uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
  std::size_t rounded = (bytes + 4095) & ~std::size_t(4095);
  if (aligned > start) munmap(raw, aligned - start);
  std::uintptr_t end = start + length, used_end = aligned + rounded;
  if (end > used_end) munmap(reinterpret_cast<void*>(used_end), end - used_end);
#ifdef MADV_HUGEPAGE
  // Only advice: without transparent huge pages the memory stays in ordinary pages.
  if (bytes >= kHugePage) madvise(reinterpret_cast<void*>(aligned), rounded, MADV_HUGEPAGE);
#endif
  return reinterpret_cast<void*>(aligned);
}

void free_huge(void* p, std::size_t bytes) {
  if (!p) return;
  if (bytes == 0) bytes = 1;
  munmap(p, (bytes + 4095) & ~std::size_t(4095));
}

}  // namespace gg::detail

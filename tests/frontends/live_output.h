// An output stream buffer that a test can read while another thread (a protocol session's search
// or reader) writes into it: the protocol tests watch replies arrive on a live session.
#pragma once

#include <mutex>
#include <streambuf>
#include <string>

namespace gg::test {

class LiveOutput : public std::streambuf {
 public:
  // Everything written so far.
  std::string text() {
    std::lock_guard lock(mutex_);
    return text_;
  }

 protected:
  int_type overflow(int_type c) override {
    if (c == traits_type::eof()) return 0;
    std::lock_guard lock(mutex_);
    text_ += traits_type::to_char_type(c);
    return c;
  }

 private:
  std::mutex mutex_;
  std::string text_;
};

}  // namespace gg::test

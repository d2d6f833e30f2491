// The page's files (src/frontends/http/web/: index.html, app.css, app.js), built into the
// binary so that `gridgames serve` needs nothing beside it. The table is generated at build
// time by cmake/embed_web.cmake from the files themselves.
#pragma once

#include <string_view>

namespace gg::http {

struct WebAsset {
  std::string_view name;          // the file's name, as the page's URLs name it
  std::string_view content_type;  // from its extension
  std::string_view body;
};

// The file `name` ("index.html", "app.js", ...), or nullptr.
const WebAsset* find_web_asset(std::string_view name);

}  // namespace gg::http

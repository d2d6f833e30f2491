// The page served at `/`. For now a placeholder that names the API; the page proper (issue 17,
// point 2) replaces it with plain HTML, CSS and JavaScript over the same endpoints.
#pragma once

namespace gg::http {

inline constexpr const char* kIndexPage = R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>gridgames</title>
</head>
<body>
<h1>gridgames</h1>
<p>The page to play and study the games is not built yet. The JSON API is served under
<code>/api/</code> (see docs/api.md): <a href="/api/games">/api/games</a> lists the games.</p>
<ul id="games"></ul>
<script>
fetch('/api/games').then(r => r.json()).then(list => {
  for (const game of list.games) {
    const item = document.createElement('li');
    item.textContent = game.name + ': ' + game.description;
    document.getElementById('games').appendChild(item);
  }
});
</script>
</body>
</html>
)html";

}  // namespace gg::http

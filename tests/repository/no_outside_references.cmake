# A user's clone has nothing beside it: no file of the build, tests, scripts, docs, examples,
# benchmarks or help text may name the team's folder next to the repository. Run by CTest as
#   cmake -DROOT=<repository> -P no_outside_references.cmake
# The patterns are assembled from pieces so that this file does not match itself.
set(dotdot "..")
set(team "shared")
set(patterns "${dotdot}/${team}/" "/work/${team}" "${team}/specs/" "${team}/data/" "${team}/anchors/")
file(GLOB_RECURSE files LIST_DIRECTORIES false
  "${ROOT}/src/*" "${ROOT}/tests/*" "${ROOT}/scripts/*" "${ROOT}/docs/*" "${ROOT}/bench/*"
  "${ROOT}/fuzz/*.cpp" "${ROOT}/fuzz/*.h" "${ROOT}/fuzz/CMakeLists.txt" "${ROOT}/examples/*"
  "${ROOT}/data/*" "${ROOT}/.ci/*" "${ROOT}/python/*" "${ROOT}/web/*")
list(APPEND files "${ROOT}/README.md" "${ROOT}/CMakeLists.txt")
set(found "")
foreach(file IN LISTS files)
  if(NOT EXISTS "${file}" OR file MATCHES "/__pycache__/|\\.(png|jpg|gz|bin)$")
    continue()
  endif()
  file(STRINGS "${file}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    foreach(pattern IN LISTS patterns)
      string(FIND "${line}" "${pattern}" at)
      if(NOT at EQUAL -1)
        file(RELATIVE_PATH relative "${ROOT}" "${file}")
        string(APPEND found "${relative}:${number}: names '${pattern}', which a clone does not have\n")
      endif()
    endforeach()
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "References to files outside the repository:\n${found}")
endif()
list(LENGTH files count)
message(STATUS "${count} files checked: no reference outside the repository")

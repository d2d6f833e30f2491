# The built-in Gomoku evaluation (data/gomoku/eval.ggw) is what scripts/train-gomoku-anchors makes
# from the committed games: the same fit, run here, must give the same bytes.
#   cmake -DROOT=<source> -DGRIDGAMES=<gridgames binary> -DWORK=<scratch folder> -P gomoku_eval_is_the_fit.cmake
file(MAKE_DIRECTORY "${WORK}")
foreach(games anchor-games-freestyle anchor-pairs-freestyle anchor-games-standard)
  execute_process(COMMAND gzip -dc "${ROOT}/data/gomoku/${games}.bin.gz"
                  OUTPUT_FILE "${WORK}/${games}.bin" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip -dc data/gomoku/${games}.bin.gz failed: ${status}")
  endif()
endforeach()
# The options of scripts/train-gomoku-anchors (the thread count changes nothing).
execute_process(COMMAND "${GRIDGAMES}" gomoku train fit "${WORK}/anchor-games-freestyle.bin"
                        "${WORK}/anchor-pairs-freestyle.bin" "${WORK}/anchor-games-standard.bin"
                        --also-as standard --score-scale 200 --lambda 0.001 --iterations 300
                        --learning-rate 0.01 --threads 2 --out "${WORK}/eval.ggw"
                RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gridgames gomoku train fit failed: ${status}")
endif()
file(SHA256 "${WORK}/eval.ggw" fitted)
file(SHA256 "${ROOT}/data/gomoku/eval.ggw" committed)
if(NOT fitted STREQUAL committed)
  message(FATAL_ERROR "data/gomoku/eval.ggw is not the fit of data/gomoku/anchor-games-*.bin.gz "
                      "(rerun scripts/train-gomoku-anchors)")
endif()

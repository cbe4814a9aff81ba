# Runs a libFuzzer binary for about a minute on a scratch copy of the seed
# corpus (the committed corpus is never written to). Any crash, leak, timeout
# or sanitizer report makes libFuzzer exit non-zero, and this script fail.
foreach(var FUZZER CORPUS WORK)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "runfuzzer.cmake: ${var} is not set")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/corpus" "${WORK}/artifacts")
file(COPY "${CORPUS}/" DESTINATION "${WORK}/corpus")

execute_process(
    COMMAND "${FUZZER}"
        -max_total_time=60
        -rss_limit_mb=2048
        -timeout=20
        -print_final_stats=1
        "-artifact_prefix=${WORK}/artifacts/"
        "${WORK}/corpus"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fuzz_record failed (${result}); the input that failed is in ${WORK}/artifacts")
endif()

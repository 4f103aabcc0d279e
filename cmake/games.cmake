# Helpers over ZHUGE_GAMES (the top-level CMakeLists.txt), so that adding a game touches its own
# folders and that one list.

# Adds the folder of each game that has one here (engine/luzhanqi, tests/sanguo, ...), or in the
# subfolder the optional argument names (tools: match/luzhanqi, ...).
function(zhuge_add_game_folders)
  set(under "")
  if(ARGC GREATER 0)
    set(under "${ARGV0}/")
  endif()
  foreach(game IN LISTS ZHUGE_GAMES)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${under}${game}/CMakeLists.txt)
      add_subdirectory(${under}${game})
    endif()
  endforeach()
endfunction()

# Sets OUT to the games of ZHUGE_GAMES that have a folder in SUBFOLDER of the current source folder
# (eval_fit: eval_fit/luzhanqi, ...), for a part that not every game has.
function(zhuge_games_with_folder out subfolder)
  set(found "")
  foreach(game IN LISTS ZHUGE_GAMES)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${subfolder}/${game}/CMakeLists.txt)
      list(APPEND found ${game})
    endif()
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

# Writes OUTPUT from TEMPLATE (configure_file, @ONLY) with two variables made of one piece per
# game, in the order of the games after GAMES (ZHUGE_GAMES without the keyword): @GAME_INCLUDES@, the INCLUDE
# lines, and @GAME_LIST@, the ENTRY items joined by commas. In both, <game> stands for a game's
# name and <Game> for it capitalized.
function(zhuge_generate_game_list template output include entry)
  cmake_parse_arguments(PARSE_ARGV 4 arg "" "" GAMES)
  if(NOT arg_GAMES AND NOT "GAMES" IN_LIST arg_KEYWORDS_MISSING_VALUES)
    set(arg_GAMES ${ZHUGE_GAMES})
  endif()
  set(GAME_INCLUDES "")
  set(entries "")
  foreach(game IN LISTS arg_GAMES)
    string(SUBSTRING ${game} 0 1 first)
    string(TOUPPER ${first} first)
    string(SUBSTRING ${game} 1 -1 rest)
    foreach(piece include entry)
      string(REPLACE "<game>" "${game}" ${piece}_of_game "${${piece}}")
      string(REPLACE "<Game>" "${first}${rest}" ${piece}_of_game "${${piece}_of_game}")
    endforeach()
    string(APPEND GAME_INCLUDES "${include_of_game}\n")
    list(APPEND entries "${entry_of_game}")
  endforeach()
  list(JOIN entries ", " GAME_LIST)
  configure_file(${template} ${output} @ONLY)
endfunction()

# The registries are lists that an executable links, not part of the libraries, so that a test
# build can register games of its own (tests/test_game/) beside ZHUGE_GAMES. Each function makes
# the INTERFACE library NAME: what links it gets the registry of the games after GAMES
# (ZHUGE_GAMES if none), generated into the current binary folder, with the library the records
# live in. Only executables link one; the records themselves are in the games' folders.

# The engine's registry (protocol/game_registry.hpp): each game's <game>_record() of
# protocol/<game>/record.hpp, over zhuge_protocol.
function(zhuge_engine_games name)
  zhuge_generate_game_list(${PROJECT_SOURCE_DIR}/protocol/games.cpp.in ${name}.cpp
                           "#include \"protocol/<game>/record.hpp\"" "<game>_record()" ${ARGN})
  add_library(${name} INTERFACE)
  target_sources(${name} INTERFACE ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  target_link_libraries(${name} INTERFACE zhuge_protocol)
endfunction()

# The tools' registry (tools/match/arbiter_game.hpp): each game's <game>_arbiter_game() of
# tools/match/<game>/record.hpp, over zhuge_arbiter.
function(zhuge_tool_games name)
  zhuge_generate_game_list(${PROJECT_SOURCE_DIR}/tools/match/arbiter_games.cpp.in ${name}.cpp
                           "#include \"tools/match/<game>/record.hpp\"" "<game>_arbiter_game()"
                           ${ARGN})
  add_library(${name} INTERFACE)
  target_sources(${name} INTERFACE ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  target_link_libraries(${name} INTERFACE zhuge_arbiter)
endfunction()

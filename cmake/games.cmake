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

# Writes OUTPUT from TEMPLATE (configure_file, @ONLY) with two variables made of one piece per
# game, in ZHUGE_GAMES' order: @GAME_INCLUDES@, the INCLUDE lines, and @GAME_LIST@, the ENTRY
# items joined by commas. In both, <game> stands for a game's name and <Game> for it capitalized.
function(zhuge_generate_game_list template output include entry)
  set(GAME_INCLUDES "")
  set(entries "")
  foreach(game IN LISTS ZHUGE_GAMES)
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

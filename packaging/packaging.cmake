# Installation and the Debian package. Included from the top-level CMakeLists.txt.
include(GNUInstallDirs)

configure_file("${CMAKE_CURRENT_LIST_DIR}/${TORNEI_APP_ID}.metainfo.xml"
               "${CMAKE_BINARY_DIR}/packaging/${TORNEI_APP_ID}.metainfo.xml" @ONLY)

install(FILES "${CMAKE_CURRENT_LIST_DIR}/${TORNEI_APP_ID}.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${CMAKE_BINARY_DIR}/packaging/${TORNEI_APP_ID}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${CMAKE_SOURCE_DIR}/resources/icons/tornei.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        RENAME "${TORNEI_APP_ID}.svg")
install(FILES "${CMAKE_CURRENT_LIST_DIR}/copyright"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/tornei-companion")
install(FILES "${CMAKE_CURRENT_LIST_DIR}/changelog.gz"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/tornei-companion")
# The club's service as a systemd unit, for an admin to copy (docs/club-server.md).
install(FILES "${CMAKE_CURRENT_LIST_DIR}/tornei-club.service"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/tornei-companion/examples")
foreach(size 16 32 48 64 128 256)
    install(FILES "${CMAKE_SOURCE_DIR}/resources/icons/tornei-${size}.png"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
            RENAME "${TORNEI_APP_ID}.png")
endforeach()

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "tornei-companion")
set(CPACK_PACKAGE_VENDOR "The Tornei Companion developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Table companion for the card game Tornei")
set(CPACK_PACKAGE_CONTACT "Tornei Companion developers <dev@tornei.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_RESOURCE_FILE_LICENSE "${CMAKE_SOURCE_DIR}/LICENSE")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# "utils": Debian keeps section games for the games themselves (in /usr/games).
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Enter each joust card and prediction card of a Tornei game played with\nreal cards: the app checks the rules, plays the dummy in 3-player games,\nranks every trick, keeps the score and stores every game in SQLite.\nEnglish and Japanese.")
# shlibdeps finds the Qt libraries; plugins and libraries loaded at run time
# (libpq, when a club server is first reached) are named by hand.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6sql6-psql, libpq5, libqt6svg6, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
include(CPack)

# Builds the package and checks its metadata and contents.
if(NOT TORNEI_SANITIZE)
    add_test(NAME packaging_check
             COMMAND "${CMAKE_CURRENT_LIST_DIR}/check-package.sh" "${CMAKE_BINARY_DIR}" "${TORNEI_APP_ID}")
endif()

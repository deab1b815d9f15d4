# The packages of Lookalike (CPack): a .deb for Debian 12 and a .tar.gz of the same files.
# `bash packaging/bootstrap.sh package` builds them (packaging/README.md); the install test
# (packaging/install-test.sh) installs the .deb into a clean Debian 12 root.
set(CPACK_PACKAGE_NAME lookalike)
set(CPACK_PACKAGE_VENDOR "The Lookalike developers")
set(CPACK_PACKAGE_CONTACT "The Lookalike developers <lookalike@lookalike.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "find near-duplicate documents and web pages")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/lookalike-app/lookalike")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB TGZ)
set(CPACK_STRIP_FILES TRUE)
set(CPACK_SOURCE_IGNORE_FILES "/build.*/;/\\\\.git/")

# Debian: the libraries the binaries link found by dpkg-shlibdeps (Qt 6, ICU, SQLite, poppler,
# libarchive, libgumbo, libmagic, libstemmer, libseccomp, ...); Python and Dask for the
# distributed job, which the window and the CLI do not need.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "hicolor-icon-theme, shared-mime-info")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, desktop-file-utils, tesseract-ocr-eng")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "tesseract-ocr-deu, tesseract-ocr-fra, python3, python3-distributed, python3-dask, python3-numpy, python3-fsspec, python3-aiohttp, python3-requests")
# The long description (the synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY); CPack indents its
# lines and marks the empty one.
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "Lookalike finds documents that are copies, near-duplicates or excerpts of\n"
  "one another, in folders (plain text, HTML, PDF, DOCX, ODT, EPUB, also\n"
  "gzip-compressed) and in web-crawl archives (WARC, ARC). It groups them into\n"
  "clusters, shows each pair's resemblance and containment and a side-by-side\n"
  "view of the two texts, finds related documents by topic, answers questions\n"
  "about crawls (moved pages, mirrors, changes between sweeps), and exports\n"
  "duplicate lists as CSV.\n"
  "\n"
  "This package holds the window (lookalike), the command-line program\n"
  "(lookalike-cli) and the distributed job on Dask (lookalike-dask).")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CPACK_PACKAGE_HOMEPAGE_URL})

install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lookalike)
include(CPack)

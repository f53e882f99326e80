#!/bin/sh
# Regenerates the .xlsx fixtures that LibreOffice writes (the import tests read them: LibreOffice,
# as Excel, puts the shared strings after the sheets) from the .csv beside each:
#   apt-get install -y --no-install-recommends libreoffice-calc-nogui; sh server/scripts/excelFixtures.sh
set -e
cd "$(dirname "$0")/.."
for csv in src/areas/factors/import/fixtures/libreoffice-factors.csv src/areas/inventory/excel/fixtures/libreoffice-inventory.csv; do
  # 44: comma, 34: double quote, 76: UTF-8
  soffice --headless --infilter=CSV:44,34,76 --convert-to xlsx --outdir "$(dirname "$csv")" "$csv"
done

// The server's areas, lowest first: an area may import only the areas listed before it, so the
// areas depend one way and no cycle can form (ARCHITECTURE.md, "Areas depend one way").
const AREA_ORDER = [];

export function serverAreaOrder() {
  return AREA_ORDER;
}

/** import-x/no-restricted-paths zones: each area refuses imports from every area after it. */
export function serverAreaZones() {
  return AREA_ORDER.map((area, index) => ({
    target: `./server/src/areas/${area}`,
    from: AREA_ORDER.slice(index + 1).map((later) => `./server/src/areas/${later}`),
    message: `Server areas depend one way (scripts/lint/serverAreas.mjs): ${area} may import only the areas listed before it.`,
  })).filter((zone) => zone.from.length > 0);
}

export function serverAreaZones() {
  return [];
}

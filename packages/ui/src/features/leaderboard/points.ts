/** Points with thousands separators, as members read them elsewhere ('1,170'). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US');
}

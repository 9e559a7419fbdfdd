/**
 * How many cards share each row when at most `perRow` fit: the rows are as
 * even as possible (5 cards in rows of 4 become 3 + 2), so no card is left
 * alone on a last row. Earlier rows take the extra card.
 */
export function rowSizes(count: number, perRow: number): number[] {
  const rows = Math.ceil(count / perRow);
  return Array.from({length: rows}, (_, row) => Math.floor(count / rows) + (row < count % rows ? 1 : 0));
}

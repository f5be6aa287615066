/**
 * Whether a board is drawn upright right now. board.css decides it (one rule per device: on a screen
 * narrower than 22.4rem every Banqi board stands 4 wide and 8 tall) and marks the grid with
 * `--pyb-upright: 1`, so server HTML needs no script to pick the layout and this reads the result.
 */
export function standsUpright(grid: Element | null): boolean {
  return grid !== null && getComputedStyle(grid).getPropertyValue('--pyb-upright').trim() === '1';
}

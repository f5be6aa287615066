import { describe, expect, it } from 'vitest';
import { compactPath, type OutlineCommand } from '../../../src/board/art/path-data';

const flip = (x: number, y: number) => [x / 10, -y / 10] as const;

describe('compactPath', () => {
  it('writes relative, rounded commands and returns to the start after a close', () => {
    const square: OutlineCommand[] = [
      { command: 'moveTo', args: [100, 100] },
      { command: 'lineTo', args: [304, 100] },
      { command: 'quadraticCurveTo', args: [304, 200, 200, 300] },
      { command: 'closePath', args: [] },
      { command: 'moveTo', args: [0, 0] },
      { command: 'bezierCurveTo', args: [0, 10, 10, 10, 10, 0] },
    ];
    expect(compactPath(square, flip)).toBe('m10-10l20 0q0-10-10-20zm-10 10c0-1 1-1 1 0');
  });

  it('drops a line that rounds to nothing', () => {
    const cmds: OutlineCommand[] = [
      { command: 'moveTo', args: [0, 0] },
      { command: 'lineTo', args: [2, 3] },
      { command: 'lineTo', args: [50, 0] },
    ];
    expect(compactPath(cmds, flip)).toBe('m0 0l5 0');
  });
});

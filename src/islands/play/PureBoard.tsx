/**
 * The board island, redrawn only when one of its props changes (a shallow comparison), so that the
 * page's own updates (the thinking indicator, notices, dialogs) cost the main thread nothing on the board.
 */
import { Component } from 'preact';
import Board, { type BoardProps } from '../Board';

export class PureBoard extends Component<BoardProps> {
  override shouldComponentUpdate(next: BoardProps): boolean {
    const keys = new Set([...Object.keys(this.props), ...Object.keys(next)]) as Set<keyof BoardProps>;
    for (const k of keys) if (this.props[k] !== next[k]) return true;
    return false;
  }

  override render() {
    return <Board {...this.props} />;
  }
}

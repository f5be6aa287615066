/**
 * The board of an exercise: rendered on the server and at hydration as a light preview (BoardPreview),
 * then as the live board (src/islands/Board.tsx) right after the island mounts. A guide page thus ships
 * one short drawing per board instead of a grid of squares and full piece art, and only the boards a
 * reader reaches (client:visible) grow their squares.
 */
import { useEffect, useState } from 'preact/hooks';
import Board, { type BoardProps } from '../Board';
import { BoardPreview } from './BoardPreview';

export default function LazyBoard(props: BoardProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? <Board {...props} /> : <BoardPreview {...props} />;
}

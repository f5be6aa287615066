/** The Dou Shou Qi puzzle trainer's island: the shared trainer over the Jungle rules (only this game's engine ships). */
import { jungleGame } from '../engine/jungle';
import { PuzzleTrainer, type PuzzlePageProps } from './puzzles/PuzzleTrainer';

export default function PuzzlesJungle(props: PuzzlePageProps) {
  return <PuzzleTrainer rules={jungleGame} {...props} />;
}

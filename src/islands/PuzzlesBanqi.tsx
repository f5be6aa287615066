/** The Banqi puzzle trainer's island: the shared trainer over the Banqi rules (only this game's engine ships). */
import { banqiGame } from '../engine/banqi';
import { PuzzleTrainer, type PuzzlePageProps } from './puzzles/PuzzleTrainer';

export default function PuzzlesBanqi(props: PuzzlePageProps) {
  return <PuzzleTrainer rules={banqiGame} {...props} />;
}

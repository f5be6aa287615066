/**
 * What the lesson machinery needs from a game engine is the one rules interface
 * (engine/core/game-rules.ts): the same judge and islands serve every game that implements it.
 */
import type { GameRules } from '../engine/core/game-rules';

export type LessonEngine<P> = GameRules<P>;

/** All exercises and practice stages by game, and lookups the pages use. */
import type { GameId } from '../i18n/routes';
import { BANQI_EXERCISES } from './banqi/exercises';
import { BANQI_PRACTICE } from './banqi/practice';
import { BANQI_RULES_VERSION } from './banqi/version';
import { JUNGLE_EXERCISES } from './jungle/exercises';
import { JUNGLE_PRACTICE } from './jungle/practice';
import { JUNGLE_RULES_VERSION } from './jungle/version';
import { COURSE_EXERCISES } from './course/exercises';
import type { Exercise, PracticeStage } from './types';

export const EXERCISES: Readonly<Record<GameId, readonly Exercise[]>> = {
  banqi: BANQI_EXERCISES,
  jungle: JUNGLE_EXERCISES,
};

export const PRACTICE: Readonly<Record<GameId, readonly PracticeStage[]>> = {
  banqi: BANQI_PRACTICE,
  jungle: JUNGLE_PRACTICE,
};

/** A rules version: the numbered rules it covers ('B1–B9') and its month ('2026-11'), the same in every language. */
export interface RulesVersion {
  readonly rules: string;
  readonly date: string;
}

export const RULES_VERSION: Readonly<Record<GameId, RulesVersion>> = {
  banqi: BANQI_RULES_VERSION,
  jungle: JUNGLE_RULES_VERSION,
};

/** An exercise of a guide or of the course by id (ids are unique across games). */
export function findExercise(id: string): Exercise | undefined {
  for (const list of [...Object.values(EXERCISES), COURSE_EXERCISES]) {
    const ex = list.find((e) => e.id === id);
    if (ex !== undefined) return ex;
  }
  return undefined;
}

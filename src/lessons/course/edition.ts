/**
 * The edition of the course's stage list (stages.ts). Stage numbers mean other stages in another edition, so what
 * is kept by stage number (stars.ts, wrong-tries.ts) is kept per edition; solved tasks are kept by exercise id
 * (progress.ts) and carry over. Edition 2: the curriculum of issue 45.
 */
export const COURSE_EDITION = 2;

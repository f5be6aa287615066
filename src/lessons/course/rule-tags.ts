/**
 * What the course teaches and what its tasks need, as tags: a rule of the rules contract (B1..B9, J1..J6) or a
 * finer part of one ('<rule>-<part>'), so that the cannon's face-down screens can come a stage after the cannon.
 * A stage lists the tags it teaches (stages.ts), a task the tags it needs (needs.ts); tests/unit/lessons/course.test.ts
 * fails when a task needs a tag that neither its own stage nor an earlier one teaches.
 */
export const RULE_TAGS = {
  B1: 'all 32 pieces start face down; 16 per colour: G1 A2 E2 R2 H2 C2 S5',
  B2: 'the first piece revealed gives its colour to the player who revealed it',
  B3: 'one action per turn: reveal any face-down piece or move one of your own face-up pieces',
  B4: 'a move is one square across or up and down, never diagonally, never further',
  'B4-own-piece': 'a piece never steps onto a piece of its own side',
  B5: 'a piece captures a face-up enemy of equal or lower rank',
  'B5-soldier-general': 'the soldier captures the general; the general never captures the soldier',
  B6: 'the cannon captures only by jumping over exactly one piece, onto an enemy of any rank',
  'B6-face-down-screen': 'a face-down piece is a screen like any other',
  'B6-face-down-target': 'a face-down piece is never a target, of the cannon or of anyone',
  B7: 'a face-down piece fills its square: nothing steps onto it',
  B8: 'a side with no pieces, or with no legal action on its turn, loses',
  'B8-draw': '120 half-moves in a row with neither a capture nor a reveal draw the game; either resets the count',
  B9: 'the pieces still face down are the 32 minus those face up and those captured',
  'B9-odds': 'every face-down square is equally likely to hold any of them: the odds of a reveal',
  J1: 'a move is one square across or up and down, never onto your own piece or into your own den',
  J2: 'only rats enter the water; rats in the water may capture each other',
  'J2-edge': 'no capture across the edge of the water, in either direction',
  J3: 'an animal captures an enemy of equal or lower strength',
  'J3-rat-elephant': 'on land the rat captures the elephant, and the elephant does not capture the rat',
  J4: 'an animal in an enemy trap has strength 0: any enemy captures it; your own traps never weaken you',
  'J4-trapped-attacker': 'from an enemy trap an animal captures only strength 0 (a rat still takes the elephant)',
  'J4-elephant-rat': "the elephant captures a rat standing in the elephant's own trap",
  J5: 'the lion and the tiger jump straight across a lake, and may capture where they land',
  'J5-rat-blocks': 'a rat of either colour in the water on the path blocks the jump',
  J6: 'entering the enemy den wins',
  'J6-no-move': 'a side with no legal move (no piece left) loses',
  'J6-draw': '60 half-moves in a row without a capture draw the game; a den entered on the 60th still wins',
} as const;

export type RuleTag = keyof typeof RULE_TAGS;

export const isRuleTag = (tag: string): tag is RuleTag => Object.hasOwn(RULE_TAGS, tag);

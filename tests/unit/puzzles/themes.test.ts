import { describe, expect, it } from 'vitest';
import { banqiGame } from '../../../src/engine/banqi';
import type { GameId, GameRules } from '../../../src/engine/core/game-rules';
import { jungleGame } from '../../../src/engine/jungle/index';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { ALL_THEMES, tagThemes } from '../../../src/puzzles/themes';

function tags<P>(game: GameId, rules: GameRules<P>, text: string, line: string[]) {
  const pos = rules.parse(text);
  if (!pos.ok) throw new Error(pos.error.message);
  return tagThemes(game, rules, pos.value, line);
}
const banqi = (text: string, line: string[]) => tags('banqi', banqiGame, text, line);
const jungle = (text: string, line: string[]) => tags('jungle', jungleGame, text, line);

describe('Banqi themes from a solution', () => {
  it('a cannon jumping a face-down screen, taking the last enemy piece', () => {
    const t = banqi('7A/8/8/CXh5 r S1 0 10', ['a1c1']);
    expect(t).toContain('cannon-screen');
    expect(t).toContain('last-pieces');
  });

  it('a soldier taking the general, with enemy pieces left', () => {
    const t = banqi('reh4A/8/8/Sg6 r - 0 10', ['a1b1']);
    expect(t).toContain('soldier-takes-general');
    expect(t).not.toContain('cannon-screen');
    expect(t).not.toContain('last-pieces');
  });

  it('a piece with no way out, and a capture nothing can take back', () => {
    const t = banqi('8/8/E7/hR5g r - 0 10', ['b1a1']);
    expect(t).toContain('trapped-piece');
    expect(t).toContain('safe-capture');
  });

  it('a capture the enemy takes back is not safe, and giving the chariot for a horse is a sacrifice', () => {
    const t = banqi('8/8/a7/hR5g r - 0 10', ['b1a1']);
    expect(t).not.toContain('safe-capture');
    expect(t).toContain('sacrifice');
    expect(t).not.toContain('winning-exchange');
  });

  it('a cannon taken back after winning a chariot is a winning exchange', () => {
    const t = banqi('8/8/a7/rSC4g r - 0 10', ['c1a1']);
    expect(t).toContain('winning-exchange');
    expect(t).not.toContain('sacrifice');
    expect(t).not.toContain('safe-capture');
  });

  it('two chariots face each other: taking first is strike first, not a plain safe capture', () => {
    const t = banqi('4aaee/8/8/rR5g r - 0 10', ['b1a1']);
    expect(t).toEqual(['strike-first']);
  });

  it('taking the horse that attacked our soldier removes the attacker', () => {
    const t = banqi('4aaee/8/S7/hR5g r - 0 10', ['b1a1']);
    expect(t).toEqual(['remove-attacker']);
  });

  it('the attacked chariot takes a harmless horse elsewhere: an escape by capture', () => {
    const t = banqi('4ee2/8/1a6/hR5g r - 0 10', ['b1a1']);
    expect(t).toEqual(['escape-capture']);
  });

  it('a quiet step next to an enemy horse is a threat, not a fork', () => {
    const t = banqi('4aaee/2h5/8/2R4g r - 0 10', ['c1c2']);
    expect(t).toContain('threat');
    expect(t).not.toContain('fork');
    expect(t).not.toContain('quiet-move');
  });

  it('the attacked horse steps where nothing reaches it', () => {
    const t = banqi('4aaee/8/r7/H6g r - 0 10', ['a1b1']);
    expect(t).toContain('escape');
    expect(t).not.toContain('threat');
  });

  it('stepping from one attacked square to another is no escape', () => {
    expect(banqi('4aaee/8/rr6/H6g r - 0 10', ['a1b1'])).not.toContain('escape');
  });

  it('a step that takes, threatens and escapes nothing is a quiet move', () => {
    expect(banqi('gaee4/8/8/R7 r - 0 10', ['a1b1'])).toEqual(['quiet-move']);
  });

  it('a step that attacks two pieces at once is a fork', () => {
    expect(banqi('8/8/1h1h4/2R4g r - 0 10', ['c1c2'])).toContain('fork');
  });
});

describe('Jungle themes from a solution', () => {
  it('the rat takes the elephant', () => {
    expect(jungle('l5t/7/7/7/7/e6/R6/7/6L r 0 10', ['a3a4'])).toContain('rat-elephant');
  });

  it('the lion jumps the lake', () => {
    const t = jungle('l5t/7/7/7/7/7/1L5/7/6T r 0 10', ['b3b7']);
    expect(t).toContain('lake-jump');
    expect(t).not.toContain('rat-elephant');
  });

  it('a piece in our trap next to our den is taken', () => {
    const t = jungle('l6/7/7/7/7/7/3R3/3t3/6L r 0 10', ['d3d2']);
    expect(t).toContain('trap');
    expect(t).toContain('den-defence');
  });

  it('a step next to the enemy den is a den attack', () => {
    expect(jungle('l6/7/3L3/7/7/7/7/7/6t r 0 10', ['d7d8'])).toContain('den-attack');
  });

  it('a step two squares from the enemy den, next to its trap, approaches the den', () => {
    const t = jungle('l6/7/7/3L3/7/7/7/7/6t r 0 10', ['d6d7']);
    expect(t).toContain('den-approach');
    expect(t).not.toContain('den-attack');
    expect(t).not.toContain('quiet-move');
  });

  it('a step three squares from the den is no approach', () => {
    expect(jungle('l6/7/7/7/3L3/7/7/7/6t r 0 10', ['d5d6'])).toEqual(['quiet-move']);
  });

  it('two wolves face each other: the one to move takes first', () => {
    const t = jungle('l6/7/7/7/7/3w3/3W3/7/6t r 0 10', ['d3d4']);
    expect(t).toContain('strike-first');
    expect(t).not.toContain('safe-capture');
  });

  it('the tiger steps next to the enemy wolf: a threat', () => {
    expect(jungle('l6/7/7/7/7/3w3/7/3T3/6t r 0 10', ['d2d3'])).toContain('threat');
  });
});

describe('every theme is named and explained in every locale', () => {
  it.each(LOCALES)('%s', (lang) => {
    const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];
    const missing = ALL_THEMES.flatMap((t) => [`puzzles.theme.${t}.name`, `puzzles.theme.${t}.about`]).filter(
      (key) => (dict[key] ?? '') === '',
    );
    expect(missing).toEqual([]);
  });
});

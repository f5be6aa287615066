import { describe, expect, it } from 'vitest';
import { START_TEXT } from '../../../src/engine/banqi';
import { positionErrorMessage } from '../../../src/play/keys';
import { MAX_POSITION_LENGTH, positionLink, readPositionParam } from '../../../src/play/url';
import { BANQI_ENDGAME, JUNGLE_ENDGAME, banqiRules, jungleRules } from './helpers';

describe('?position=', () => {
  it('is absent: null, a normal game', () => {
    expect(readPositionParam(banqiRules, '')).toEqual({ ok: true, value: null });
    expect(readPositionParam(banqiRules, '?level=2')).toEqual({ ok: true, value: null });
  });

  it('reads a position encoded as the lessons link it (encodeURIComponent), with or without the "?"', () => {
    const search = `?position=${encodeURIComponent(BANQI_ENDGAME)}`;
    const r = readPositionParam(banqiRules, search);
    expect(r.ok && r.value !== null && banqiRules.format(r.value)).toBe(BANQI_ENDGAME);
    const j = readPositionParam(jungleRules, `position=${encodeURIComponent(JUNGLE_ENDGAME)}`);
    expect(j.ok && j.value !== null && jungleRules.format(j.value)).toBe(JUNGLE_ENDGAME);
  });

  it('accepts "+" for spaces and ignores surrounding white space', () => {
    const r = readPositionParam(jungleRules, `?position=${JUNGLE_ENDGAME.replaceAll(' ', '+')}%20`);
    expect(r.ok && r.value !== null && jungleRules.format(r.value)).toBe(JUNGLE_ENDGAME);
  });

  it('malformed: a typed error naming the field, which maps to a translatable key', () => {
    const bad = readPositionParam(banqiRules, `?position=${encodeURIComponent('s1R5/8/R7/8 r S1 0 30')}`);
    expect(bad).toEqual({ ok: false, error: { code: 'invalid', field: 'pool', reason: 'pool-mismatch' } });
    if (!bad.ok) expect(positionErrorMessage(bad.error)).toEqual({ key: 'play.position.field.pool' });
    const jungle = readPositionParam(jungleRules, `?position=${encodeURIComponent('7/7/3L3/7 r 0 20')}`);
    expect(jungle).toEqual({ ok: false, error: { code: 'invalid', field: 'board', reason: 'rank-count' } });
    const banqiInJungle = readPositionParam(jungleRules, `?position=${encodeURIComponent(START_TEXT)}`);
    expect(banqiInJungle.ok).toBe(false);
  });

  it('empty or too long: their own codes', () => {
    expect(readPositionParam(banqiRules, '?position=')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(readPositionParam(banqiRules, '?position=%20%20')).toEqual({ ok: false, error: { code: 'empty' } });
    const long = 'X'.repeat(MAX_POSITION_LENGTH + 1);
    expect(readPositionParam(banqiRules, `?position=${long}`)).toEqual({ ok: false, error: { code: 'too-long' } });
    expect(positionErrorMessage({ code: 'too-long' })).toEqual({ key: 'play.position.tooLong' });
  });

  it('a link to a position round-trips through the parameter', () => {
    const link = positionLink('https://plyyard.com/pt/banqi/play/?position=old#x', BANQI_ENDGAME);
    expect(link).toBe(`https://plyyard.com/pt/banqi/play/?position=${encodeURIComponent(BANQI_ENDGAME)}`);
    const r = readPositionParam(banqiRules, new URL(link).search);
    expect(r.ok && r.value !== null && banqiRules.format(r.value)).toBe(BANQI_ENDGAME);
  });
});

import { describe, expect, it } from 'vitest';
import { currentPosition } from '../../../src/play/controller';
import { compactRecord, importRecord } from '../../../src/play/record-file';
import { MAX_LINK_LENGTH, readReplayFragment, replayFragment } from '../../../src/play/replay-link';
import { BANQI_ENDGAME, LOCAL, banqiRules, game, playAll } from './helpers';

describe('the replay link', () => {
  it('carries a finished game that imports back to the same final position', () => {
    const g = playAll(
      banqiRules,
      game(banqiRules, LOCAL, BANQI_ENDGAME),
      ['c4b4', 'human'],
      ['a4a3', 'human'],
      ['a2a3', 'human'],
    );
    const fragment = replayFragment(compactRecord(banqiRules, g));
    expect(fragment).toMatch(/^#record=[A-Za-z0-9_-]+$/);
    const text = readReplayFragment(fragment);
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    const back = importRecord(banqiRules, text.value);
    expect(back.ok && banqiRules.format(back.value.plies.at(-1)!.position)).toBe(banqiRules.format(currentPosition(g)));
  });

  it('round-trips any text, accents and all, with or without the #', () => {
    const texts = ['{"a":"é ü ç — 象"}', 'x', 'xy', 'xyz', '??>>~~'];
    for (const t of texts) {
      const f = replayFragment(t);
      expect(readReplayFragment(f)).toEqual({ ok: true, value: t });
      expect(readReplayFragment(f.slice(1))).toEqual({ ok: true, value: t });
    }
  });

  it('gives a typed error for a fragment that is no replay link', () => {
    expect(readReplayFragment('')).toEqual({ ok: false, error: { code: 'absent' } });
    expect(readReplayFragment('#moves')).toEqual({ ok: false, error: { code: 'absent' } });
    expect(readReplayFragment('#record=')).toEqual({ ok: false, error: { code: 'not-base64' } });
    expect(readReplayFragment('#record=ab+c/')).toEqual({ ok: false, error: { code: 'not-base64' } });
    expect(readReplayFragment('#record=abcde')).toEqual({ ok: false, error: { code: 'not-base64' } });
    // Decodes, but not to UTF-8 text.
    expect(readReplayFragment('#record=_w')).toEqual({ ok: false, error: { code: 'not-base64' } });
    expect(readReplayFragment(`#record=${'A'.repeat(MAX_LINK_LENGTH)}`)).toEqual({
      ok: false,
      error: { code: 'too-long' },
    });
  });
});

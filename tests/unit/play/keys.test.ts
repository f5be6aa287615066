import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { placeholders } from '../../../src/i18n/schema';
import { ILLEGAL_REASONS as BANQI_ILLEGAL, STATUS_REASONS as BANQI_STATUS } from '../../../src/engine/banqi';
import { ILLEGAL_REASONS as JUNGLE_ILLEGAL, STATUS_REASONS as JUNGLE_STATUS } from '../../../src/engine/jungle';
import { outcomeMessages, playKeysFor, refusalMessage } from '../../../src/play/keys';
import { banqiRules, jungleRules } from './helpers';

const dict = (lang: (typeof LOCALES)[number]): Readonly<Record<string, string>> => DICTIONARIES[lang];

describe('play strings', () => {
  const keys = [...new Set([...playKeysFor(banqiRules), ...playKeysFor(jungleRules)])];

  it('cover every refusal and status code of both engines', () => {
    for (const code of BANQI_ILLEGAL) expect(keys).toContain(`banqi.illegal.${code}`);
    for (const code of JUNGLE_ILLEGAL) expect(keys).toContain(`jungle.illegal.${code}`);
    for (const code of BANQI_STATUS) expect(keys).toContain(`banqi.status.${code}`);
    for (const code of JUNGLE_STATUS) expect(keys).toContain(`jungle.status.${code}`);
  });

  for (const lang of LOCALES) {
    it(`exist and are not blank in ${lang}`, () => {
      const missing = keys.filter((k) => (dict(lang)[k] ?? '').trim() === '');
      expect(missing).toEqual([]);
    });
  }

  it('use the same placeholders in every locale', () => {
    for (const k of keys) {
      const expected = placeholders(dict('pt')[k] ?? '');
      for (const lang of LOCALES) expect(placeholders(dict(lang)[k] ?? ''), `${lang} ${k}`).toEqual(expected);
    }
    expect(placeholders(dict('pt')['play.clock.banqi'] ?? '')).toEqual(['count', 'limit']);
  });
});

describe('messages of typed values', () => {
  it('a refusal maps to the engine code’s key; the AI’s turn to the wait message', () => {
    expect(refusalMessage('jungle', 'own-den')).toEqual({ key: 'jungle.illegal.own-den' });
    expect(refusalMessage('banqi', 'not-your-turn')).toEqual({ key: 'play.wait' });
  });

  it('a finished game says who won, whether the reader did, and why', () => {
    const win = {
      kind: 'win',
      winner: { kind: 'colour', colour: 'blue' },
      winnerSeat: 'second',
      reason: { kind: 'rules', code: 'den-entered' },
    } as const;
    expect(outcomeMessages('jungle', win, 'first')).toEqual([
      { key: 'play.outcome.aiWon' },
      { key: 'play.win.blue' },
      { key: 'jungle.status.den-entered' },
    ]);
    expect(outcomeMessages('jungle', win, null)).toEqual([
      { key: 'play.win.blue' },
      { key: 'jungle.status.den-entered' },
    ]);
    expect(
      outcomeMessages(
        'banqi',
        {
          kind: 'win',
          winner: { kind: 'seat', seat: 'first' },
          winnerSeat: 'first',
          reason: { kind: 'resigned', side: { kind: 'seat', seat: 'second' } },
        },
        'first',
      ),
    ).toEqual([{ key: 'play.outcome.youWon' }, { key: 'play.win.first' }, { key: 'play.ending.resigned' }]);
    // Read from the reader's side: their own resignation against the AI, a side's between two people.
    const resigned = {
      kind: 'win',
      winner: { kind: 'colour', colour: 'black' },
      winnerSeat: 'second',
      reason: { kind: 'resigned', side: { kind: 'colour', colour: 'red' } },
    } as const;
    expect(outcomeMessages('banqi', resigned, 'first')).toEqual([{ key: 'play.outcome.youResigned' }]);
    expect(outcomeMessages('banqi', resigned, null)).toEqual([{ key: 'play.resigned.red' }, { key: 'play.win.black' }]);
    expect(outcomeMessages('banqi', { kind: 'draw', reason: { kind: 'agreed-draw' } }, 'second')).toEqual([
      { key: 'play.outcome.draw' },
      { key: 'play.ending.agreed' },
    ]);
  });
});

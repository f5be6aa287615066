import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/core/rng';
import { START_POSITION, START_TEXT, makePosition } from '../../../src/engine/banqi';
import {
  dealFromRng,
  makeDeal,
  recordedActions,
  replay,
  type GameRecord,
} from '../../../src/engine/banqi/referee-entry';
import { sq } from './util';

const AFTER_THREE = 'XXXXXXXX/XX1HXXXX/XXXXXXXX/XXXXXXXX b G1A2E2R2H1C2S5g1a2e2r2h2c2s4 0 2';

describe('game records', () => {
  const explicit: GameRecord = { start: START_TEXT, actions: ['c3c3=H', 'd3d3=s', 'c3d3'] };

  it('B2 B5 a record with explicit reveals replays to any ply', () => {
    const at = (ply: number): string => {
      const r = replay(explicit, ply);
      if (!r.ok) throw new Error(r.error.message);
      return makePosition(r.value.position);
    };
    expect(at(0)).toBe(START_TEXT);
    expect(at(1)).toBe('XXXXXXXX/XXHXXXXX/XXXXXXXX/XXXXXXXX b G1A2E2R2H1C2S5g1a2e2r2h2c2s5 0 1');
    expect(at(3)).toBe(AFTER_THREE);
    const all = replay(explicit);
    expect(all.ok && all.value.ply).toBe(3);
  });

  it('B1 B9 a record with a fixed deal takes each reveal from the deal and keeps the rest hidden', () => {
    const deal = dealFromRng(START_POSITION, createRng(5));
    const record: GameRecord = { start: START_TEXT, deal: makeDeal(deal), actions: ['c3c3', 'd3d3'] };
    const r = replay(record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.position.cells[sq('c3')]).toBe(deal.get(sq('c3')));
    expect(r.value.position.cells[sq('d3')]).toBe(deal.get(sq('d3')));
    expect(r.value.deal?.size).toBe(30);
    expect(r.value.deal?.has(sq('c3'))).toBe(false);
    expect(recordedActions(r.value)).toEqual([`c3c3=${deal.get(sq('c3'))}`, `d3d3=${deal.get(sq('d3'))}`]);
    const agreeing = replay({ ...record, actions: [`c3c3=${deal.get(sq('c3'))}`] });
    expect(agreeing.ok).toBe(true);
    const other = deal.get(sq('c3')) === 'G' ? 'g' : 'G';
    const conflict = replay({ ...record, actions: ['d3d3', `c3c3=${other}`] });
    expect(conflict.ok || [conflict.error.ply, conflict.error.reason]).toEqual([2, 'identity-conflict']);
  });

  it('B9 a record with a seed draws reveals from the pool, reproducibly', () => {
    const record: GameRecord = { start: START_TEXT, seed: 1234, actions: ['a1a1', 'b1b1', 'h4h4', 'g4g4'] };
    const one = replay(record);
    const two = replay(record);
    if (!one.ok || !two.ok) throw new Error('replay failed');
    expect(makePosition(one.value.position)).toBe(makePosition(two.value.position));
    const written = recordedActions(one.value);
    expect(written.every((a) => /^[a-h][1-4][a-h][1-4]=[GAERHCSgaerhcs]$/.test(a))).toBe(true);
    const fixed = replay({ start: START_TEXT, actions: written });
    expect(fixed.ok && makePosition(fixed.value.position)).toBe(makePosition(one.value.position));
    const prefix = replay(record, 2);
    const fixedPrefix = replay({ start: START_TEXT, actions: written.slice(0, 2) });
    expect(prefix.ok && makePosition(prefix.value.position)).toBe(
      fixedPrefix.ok && makePosition(fixedPrefix.value.position),
    );
  });

  const refusals: [string, GameRecord, number | undefined, number, string][] = [
    ['a bad start', { start: 'nonsense', actions: [] }, undefined, 0, 'bad-start'],
    ['a deal and a seed', { start: START_TEXT, seed: 1, deal: {}, actions: [] }, undefined, 0, 'deal-and-seed'],
    ['a negative seed', { start: START_TEXT, seed: -1, actions: [] }, undefined, 0, 'bad-seed'],
    ['a deal missing squares', { start: START_TEXT, deal: { a1: 'G' }, actions: [] }, undefined, 0, 'deal-missing'],
    ['a deal on an unknown square', { start: START_TEXT, deal: { z9: 'G' }, actions: [] }, undefined, 0, 'deal-square'],
    ['a deal with a bad letter', { start: START_TEXT, deal: { a1: 'Q' }, actions: [] }, undefined, 0, 'deal-identity'],
    [
      'a deal with two generals',
      { start: START_TEXT, deal: { a1: 'G', b1: 'G' }, actions: [] },
      undefined,
      0,
      'deal-pool-mismatch',
    ],
    ['a ply past the end', explicit, 4, 0, 'ply-out-of-range'],
    ['a reveal with no identity source', { start: START_TEXT, actions: ['c3c3'] }, undefined, 1, 'identity-unknown'],
    ['an illegal second action', { start: START_TEXT, actions: ['c3c3=H', 'c3c4'] }, undefined, 2, 'not-your-piece'],
    ['unreadable action text', { start: START_TEXT, actions: ['c3c3=H', 'hello'] }, undefined, 2, 'move-syntax'],
  ];
  for (const [what, record, ply, failingPly, reason] of refusals) {
    it(`records: ${what} is refused at ply ${failingPly} with ${reason}`, () => {
      const r = replay(record, ply);
      expect(r.ok || [r.error.ply, r.error.reason]).toEqual([failingPly, reason]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { currentPosition } from '../../../src/play/controller';
import { compactRecord } from '../../../src/play/record-file';
import { MAX_LINK_LENGTH, replayFragment } from '../../../src/play/replay-link';
import { openReplayLink } from '../../../src/play/replay-open';
import { BANQI_ENDGAME, JUNGLE_ENDGAME, LOCAL, VS_AI_FIRST, banqiRules, game, jungleRules, playAll } from './helpers';

/** A Banqi game of two plies, Black to move (c4b4, a4a3 from the endgame). */
const twoPlies = () =>
  playAll(banqiRules, game(banqiRules, LOCAL, BANQI_ENDGAME), ['c4b4', 'human'], ['a4a3', 'human']);

const linkOf = (record: object): string => replayFragment(JSON.stringify(record));

describe('opening a replay link', () => {
  it('gives the linked game at its end, the moves replayed, and their number', () => {
    const linked = twoPlies();
    const opening = openReplayLink(
      banqiRules,
      replayFragment(compactRecord(banqiRules, linked)),
      game(banqiRules, LOCAL),
      5,
    );
    expect(opening.kind).toBe('game');
    if (opening.kind !== 'game') return;
    expect(opening.count).toBe(2);
    expect(opening.state.plies.map((p) => p.text)).toEqual(['c4b4', 'a4a3']);
    expect(banqiRules.format(currentPosition(opening.state))).toBe(banqiRules.format(currentPosition(linked)));
  });

  it('keeps the reader’s setup; against the AI the reader takes the side to move, as an import does', () => {
    const linked = playAll(jungleRules, game(jungleRules, LOCAL, JUNGLE_ENDGAME), ['d7d8', 'human']);
    const now = game(jungleRules, VS_AI_FIRST);
    const opening = openReplayLink(jungleRules, replayFragment(compactRecord(jungleRules, linked)), now, 5);
    expect(opening.kind === 'game' && opening.state.setup).toEqual({ ...VS_AI_FIRST, human: 'second' });
  });

  it('leaves an address without #record= alone', () => {
    for (const hash of ['', '#', '#moves', '#recorded=abc'])
      expect(openReplayLink(banqiRules, hash, game(banqiRules, LOCAL), 5)).toEqual({ kind: 'none' });
  });

  it('says why a link cannot be opened: damaged, too long, another game, an illegal move', () => {
    const now = game(banqiRules, LOCAL);
    const reasons = (hash: string) => {
      const opening = openReplayLink(banqiRules, hash, now, 5);
      return opening.kind === 'refused' ? opening.lines : opening.kind;
    };
    const error = { key: 'play.replay.error' };
    const damaged = [error, { key: 'play.replay.damaged' }];
    expect(reasons('#record=%%%')).toEqual(damaged);
    expect(reasons('#record=')).toEqual(damaged);
    // Good base64, but not a record's text.
    expect(reasons(replayFragment('hello'))).toEqual(damaged);
    expect(reasons(replayFragment('   '))).toEqual(damaged);
    expect(reasons(`#record=${'A'.repeat(MAX_LINK_LENGTH)}`)).toEqual([error, { key: 'play.replay.tooLong' }]);
    const jungle = JSON.parse(compactRecord(jungleRules, game(jungleRules, LOCAL))) as object;
    expect(reasons(linkOf(jungle))).toEqual([error, { key: 'play.import.wrongGame' }]);
    const record = JSON.parse(compactRecord(banqiRules, twoPlies())) as { moves: string[] };
    expect(reasons(linkOf({ ...record, moves: [...record.moves, 'a1a2'] }))).toEqual([
      error,
      { key: 'play.import.badMove', vars: { n: 3 } },
    ]);
  });
});

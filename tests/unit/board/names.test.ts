import { describe, expect, it } from 'vitest';
import { clickSquare, createBoardState, type BoardConfigInput } from '../../../src/board/model';
import {
  contentName,
  moveAnnouncement,
  revealAnnouncement,
  selectionAnnouncement,
  squareLabel,
} from '../../../src/board/names';
import { squaresFromPosition } from '../../../src/board/position';
import { BANQI_MID, stringsFor } from './helpers';

const pt = stringsFor('pt');
const de = stringsFor('de');

function squares(game: 'banqi' | 'jungle', position: string) {
  const r = squaresFromPosition(game, position);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const banqi = (extra: Partial<BoardConfigInput> = {}) =>
  createBoardState({
    files: 8,
    ranks: 4,
    squares: squares('banqi', BANQI_MID),
    movable: new Map([['h2', ['h3', 'g2']]]),
    ...extra,
  });

// Blue rat in the water on b4, red wolf in the blue trap d8, both dens empty.
const JUNGLE = 'l1c4/1tdW1p1/7/7/7/1r4e/7/1C3D1/T5L b 4 20';
const jungle = (extra: Partial<BoardConfigInput> = {}) =>
  createBoardState({ files: 7, ranks: 9, squares: squares('jungle', JUNGLE), ...extra });

describe('accessible square names', () => {
  it('start with the coordinate and say what stands there (Banqi, pt and de)', () => {
    const s = banqi();
    expect(squareLabel('banqi', s, 'a4', pt)).toBe('a4, peça virada para baixo');
    expect(squareLabel('banqi', s, 'a4', de)).toBe('a4, verdeckte Figur');
    expect(squareLabel('banqi', s, 'b2', pt)).toBe('b2, canhão vermelho');
    expect(squareLabel('banqi', s, 'b2', de)).toBe('b2, rote Kanone');
    expect(squareLabel('banqi', s, 'b4', pt)).toBe('b4, general preto');
    expect(squareLabel('banqi', s, 'f1', de)).toBe('f1, schwarzes Pferd');
    expect(squareLabel('banqi', s, 'd4', pt)).toBe('d4, vazia');
    expect(squareLabel('banqi', s, 'd4', de)).toBe('d4, leer');
  });

  it('name Jungle terrain before the piece; an empty terrain square names only the terrain', () => {
    const s = jungle();
    expect(squareLabel('jungle', s, 'b4', pt)).toBe('b4, água, rato azul');
    expect(squareLabel('jungle', s, 'b4', de)).toBe('b4, Wasser, blaue Ratte');
    expect(squareLabel('jungle', s, 'c4', pt)).toBe('c4, água');
    expect(squareLabel('jungle', s, 'd8', pt)).toBe('d8, armadilha azul, lobo vermelho');
    expect(squareLabel('jungle', s, 'd8', de)).toBe('d8, blaue Falle, roter Wolf');
    expect(squareLabel('jungle', s, 'd1', de)).toBe('d1, roter Bau');
    expect(squareLabel('jungle', s, 'd9', pt)).toBe('d9, toca azul');
    expect(squareLabel('jungle', s, 'e1', pt)).toBe('e1, armadilha vermelha');
    expect(squareLabel('jungle', s, 'a1', de)).toBe('a1, roter Tiger');
    expect(squareLabel('jungle', s, 'd5', pt)).toBe('d5, vazia');
  });

  it('add selection, legal destinations and the last move', () => {
    const s = clickSquare(banqi({ lastMove: { from: 'h4', to: 'g4' } }), 'h2').state;
    expect(squareLabel('banqi', s, 'h2', pt)).toBe('h2, soldado vermelho, casa selecionada');
    expect(squareLabel('banqi', s, 'h3', pt)).toBe('h3, vazia, destino permitido');
    expect(squareLabel('banqi', s, 'g2', de)).toBe('g2, leer, erlaubtes Ziel');
    expect(squareLabel('banqi', s, 'g4', de)).toBe('g4, schwarze Kanone, letzter Zug');
    expect(squareLabel('banqi', s, 'h4', pt)).toBe('h4, vazia, último lance');
  });

  it('read lesson marks: their own label, or the generic words', () => {
    const s = banqi({
      marks: [
        { kind: 'circle', square: 'c2', tone: 'info', label: 'barreira' },
        { kind: 'cross', square: 'd2' },
        { kind: 'arrow', from: 'b2', to: 'b4', tone: 'bad' },
      ],
    });
    expect(squareLabel('banqi', s, 'c2', pt)).toBe('c2, peça virada para baixo, barreira');
    expect(squareLabel('banqi', s, 'd2', pt)).toBe('d2, peça virada para baixo, marcada');
    expect(squareLabel('banqi', s, 'b2', pt)).toBe('b2, canhão vermelho, seta para b4');
    expect(squareLabel('banqi', s, 'b4', de)).toBe('b4, schwarzer General, Pfeil von b2');
  });

  it('read a letter that is no piece of the game as written (never a wrong piece name)', () => {
    expect(contentName('jungle', pt, 'X')).toBe('X');
    expect(contentName('banqi', pt, 'L')).toBe('L');
  });
});

describe('board announcements', () => {
  it('announce a selection with its destinations, or that it has none', () => {
    const s = clickSquare(banqi(), 'h2').state;
    expect(selectionAnnouncement('banqi', s, pt)).toBe('Seleção: soldado vermelho em h2. Destinos permitidos: h3, g2.');
    expect(selectionAnnouncement('banqi', s, de)).toBe('Ausgewählt: roter Soldat auf h2. Erlaubte Ziele: h3, g2.');
    const none = clickSquare(banqi(), 'e2').state;
    expect(selectionAnnouncement('banqi', none, pt)).toBe('Seleção: carro vermelho em e2. Nenhum destino permitido.');
    expect(selectionAnnouncement('banqi', banqi(), pt)).toBeNull();
  });

  it('a board that asks (a legality task) names the selection but neither its destinations nor their absence', () => {
    const s = clickSquare(banqi({ attemptAny: true }), 'h2').state;
    expect(selectionAnnouncement('banqi', s, pt)).toBe('Seleção: soldado vermelho em h2. Escolha a casa de chegada.');
    expect(squareLabel('banqi', s, 'h3', pt)).not.toContain(pt.destination);
    const none = clickSquare(banqi({ attemptAny: true }), 'e2').state;
    expect(selectionAnnouncement('banqi', none, de)).toBe('Ausgewählt: roter Wagen auf e2. Wähle das Zielfeld.');
  });

  it('build move, capture and reveal texts for the caller', () => {
    expect(moveAnnouncement('jungle', pt, { from: 'a1', to: 'a2', piece: 'T' })).toBe('tigre vermelho: de a1 para a2.');
    expect(moveAnnouncement('jungle', de, { from: 'a4', to: 'a5', piece: 'r', captured: 'E' })).toBe(
      'blaue Ratte: von a4 nach a5; geschlagen: roter Elefant.',
    );
    expect(revealAnnouncement('banqi', pt, 'c3', 'h')).toBe('Peça revelada em c3: cavalo preto.');
  });
});

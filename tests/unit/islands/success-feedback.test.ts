/**
 * "Correct!" worded per kind (issue 45): every solved task shows the page's "Correct!" as its title and one line
 * saying why, fitting its kind (src/islands/exercise/success-feedback.ts), in every locale, with the real
 * dictionaries: a legality task's answer, which says Yes exactly when the engine allows the move; a found move
 * and what it achieves; every capture found; the count of face-down pieces and where it comes from; the squares.
 */
import { describe, expect, it } from 'vitest';
import { boardStringsFromLookup } from '../../../src/board/strings';
import { parsePosition } from '../../../src/engine/banqi';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../../src/i18n/locales';
import type { GameId } from '../../../src/i18n/routes';
import { attemptFeedback } from '../../../src/islands/exercise/judgement-feedback';
import { counterSuccess, legalitySuccess, pickSuccess } from '../../../src/islands/exercise/success-feedback';
import { makeTexts, type Feedback } from '../../../src/islands/exercise/text';
import { choiceFeedback } from '../../../src/islands/exercise/useChoiceCheck';
import { faceDownSum } from '../../../src/lessons/banqi/hidden';
import { COURSE } from '../../../src/lessons/course/stages';
import type { LessonEngine } from '../../../src/lessons/engine';
import { lessonEngine } from '../../../src/lessons/engines';
import { isBoardExercise, judgeAttempt } from '../../../src/lessons/judge';
import { findExercise } from '../../../src/lessons/registry';
import type { Exercise } from '../../../src/lessons/types';

const textsFor = (lang: Locale, game: GameId) => {
  const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];
  return makeTexts(
    dict,
    boardStringsFromLookup((k) => dict[k] ?? k),
    game,
    LOCALE_TAGS[lang],
  );
};

const correctIn = (lang: Locale): string => DICTIONARIES[lang]['lesson.ui.verdict.correct']!;

const exercise = (id: string): Exercise => {
  const ex = findExercise(id);
  if (ex === undefined) throw new Error(`no exercise ${id}`);
  return ex;
};

/** The feedback of a board task's move played from its start. */
function solvedBy(lang: Locale, id: string, move: string, found: readonly string[] = []): Feedback {
  const ex = exercise(id);
  if (!isBoardExercise(ex)) throw new Error(`${id} is no board task`);
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const parsed = engine.parse(ex.position);
  if (!parsed.ok) throw new Error(`${id}: bad position`);
  const pos = parsed.value;
  const j = judgeAttempt(engine, ex, { position: pos, found }, move);
  return attemptFeedback(j, { ex, engine, pos, start: pos, found, texts: textsFor(lang, ex.game) });
}

const courseTasks = (kind: Exercise['kind']): Exercise[] =>
  [...COURSE.banqi, ...COURSE.jungle].flatMap((s) => s.tasks.map(exercise)).filter((ex) => ex.kind === kind);

/** How each locale says yes and no at the head of an answer. */
const YES: Record<Locale, string> = { pt: 'Sim', es: 'Sí', fr: 'Oui', de: 'Ja' };
const NO: Record<Locale, string> = { pt: 'Não', es: 'No', fr: 'Non', de: 'Nein' };

describe('the title of a success', () => {
  it('is a clear "Correct!" in each locale', () => {
    expect(LOCALES.map(correctIn)).toEqual(['Certo!', '¡Correcto!', 'Bonne réponse !', 'Richtig!']);
  });
});

describe('legality: "Correct!" and the task’s own answer, Yes exactly when the engine allows the move', () => {
  for (const lang of LOCALES) {
    it(`${lang}: every legality task of the course`, () => {
      const wrong = courseTasks('legality').flatMap((ex) => {
        if (ex.kind !== 'legality') return [];
        const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
        const pos = engine.parse(ex.position);
        if (!pos.ok) return [`${ex.id}: bad position`];
        const legal = engine.explain(pos.value, ex.move) === 'legal';
        const f = legalitySuccess(textsFor(lang, ex.game), ex);
        const head = legal ? YES[lang] : NO[lang];
        const says = f.text.startsWith(head) && !f.text.startsWith(legal ? NO[lang] : YES[lang]);
        return f.title === correctIn(lang) && f.verdict === 'success' && says ? [] : [`${ex.id}: ${f.text}`];
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('find the move: "Correct!", the move and what it achieves', () => {
  it('a win names the move and how the game is won (pt, Banqi)', () => {
    const f = solvedBy('pt', 'end-last-piece', 'b2b3');
    expect(f.title).toBe('Certo!');
    expect(f.text).toBe('b2×b3 vence a partida. O lado perdedor ficou sem peças.');
  });

  it('a win by entering the den says so (fr, Jungle)', () => {
    expect(solvedBy('fr', 'end-den', 'd8d9').text).toBe(
      `d8–d9 gagne la partie. ${DICTIONARIES.fr['jungle.status.den-entered']}`,
    );
  });

  it('a win by leaving the opponent no move is told apart from one by taking the last piece (de)', () => {
    expect(solvedBy('de', 'faq-xiangqi', 'a3a2').text).toContain(DICTIONARIES.de['lesson.ui.reason.no-legal-action']);
    expect(solvedBy('de', 'faq-xiangqi', 'b1a1').text).toContain(DICTIONARIES.de['lesson.ui.reason.no-pieces']);
  });

  it('a draw says the game ends drawn and why (es)', () => {
    expect(solvedBy('es', 'faq-forever', 'b2a2').text).toBe(
      `b2–a2 termina la partida en tablas. ${DICTIONARIES.es['lesson.ui.reason.no-progress']}`,
    );
  });

  it('a safe capture names the piece taken and that nothing takes back (de, fr)', () => {
    expect(solvedBy('de', 'practice-safe-capture', 'd2c2').text).toBe(
      'd2×c2 schlägt auf c2 (schwarzer Soldat), und im nächsten Zug kann nichts zurückschlagen.',
    );
    expect(solvedBy('fr', 'learn-mixed-safe', 'd3c3').text).toContain('(chien bleu)');
  });

  it('a capture names the piece taken; one that saves the game from the draw counter says the game goes on', () => {
    const cannon = solvedBy('pt', 'cannon-capture', 'b1b4').text;
    expect(cannon).toBe('b1×b4 captura a peça de b4 (carro preto), como pede o exercício.');
    const counter = solvedBy('pt', 'learn-draw-capture', 'e1e2').text;
    expect(counter).toBe(
      'e1×e2 captura a peça de e2 (cavalo preto), como pede o exercício. O contador volta a zero e a partida continua.',
    );
  });

  it('a reveal says it is a turn of its own, the counter reset when that is the point, the first one gives colours', () => {
    expect(solvedBy('fr', 'learn-reveal-when-blocked', 'g1g1').text).toBe(
      'Retourner g1 est une action à part entière, comme le demande la consigne.',
    );
    expect(solvedBy('fr', 'learn-draw-reveal', 'h1h1').text).toBe(
      'Retourner h1 est une action à part entière, comme le demande la consigne. Le compteur repart de zéro et la partie continue.',
    );
    expect(solvedBy('es', 'learn-first-reveal', 'c3c3').text).toBe(
      'Se ha revelado c3: quien revela la primera pieza juega con su color.',
    );
  });

  it('a step names where it goes (de)', () => {
    expect(solvedBy('de', 'learn-one-step', 'd2d3').text).toBe(
      'd2–d3 bringt die Figur nach d3, wie es die Aufgabe verlangt.',
    );
  });

  for (const lang of LOCALES) {
    it(`${lang}: every solution of every find-move task of the course gets "Correct!" and a line naming its move`, () => {
      const wrong = courseTasks('find-move').flatMap((ex) => {
        if (ex.kind !== 'find-move') return [];
        return ex.solutions.flatMap((move) => {
          const f = solvedBy(lang, ex.id, move);
          const named = move.slice(0, 2) === move.slice(2) ? move.slice(0, 2) : move.slice(2, 4);
          const ok = f.verdict === 'success' && f.title === correctIn(lang) && f.text.includes(named);
          return ok && !/lesson\.|\{\{/.test(f.text) ? [] : [`${ex.id} ${move}: ${f.title} ${f.text}`];
        });
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('all captures: "Correct!" and the whole list', () => {
  it('the last capture found completes the list, every capture written as prose (fr)', () => {
    const f = solvedBy('fr', 'learn-captures-ranks', 'f2g2', ['c2c3', 'c2d2']);
    expect(f.title).toBe('Bonne réponse !');
    expect(f.text).toBe('Avec f2×g2, vous avez trouvé toutes les prises (3) : c2×c3, c2×d2, f2×g2.');
  });
});

describe('counting: "Correct!", the number face down and why', () => {
  it('the full set less the pieces face up and the captured ones (count-late)', () => {
    const ex = exercise('count-late');
    const pos = parsePosition(ex.position);
    if (!pos.ok) throw new Error('count-late: bad position');
    // Its board: 4 face-down pieces and 9 face up ('X1a2X1g/Ss2XC2/3Gh2X/1R4s1'), so 19 have been captured.
    expect(faceDownSum(pos.value)).toEqual({ hidden: 4, total: 32, up: 9, captured: 19 });
    const f = counterSuccess(textsFor('pt', 'banqi'), faceDownSum(pos.value));
    expect(f.title).toBe('Certo!');
    expect(f.text).toMatch(/^Peças viradas para baixo: 4 = 32 − 9 \(à vista\) − 19 \(capturadas\)\./);
  });

  it('every counting task of the course adds up: face down + face up + captured = the full set', () => {
    for (const ex of courseTasks('identity-counter')) {
      const pos = parsePosition(ex.position);
      if (!pos.ok) throw new Error(`${ex.id}: bad position`);
      const n = faceDownSum(pos.value);
      const faceDown = [...ex.position.split(' ')[0]!].filter((c) => c === 'X').length;
      expect(n.hidden, ex.id).toBe(faceDown);
      expect(n.hidden + n.up + n.captured, ex.id).toBe(32);
    }
  });
});

describe('choice and squares: "Correct!" and the reason', () => {
  it('a right choice (reveal review, safest reveal) has the title; a wrong one does not', () => {
    const texts = textsFor('es', 'banqi');
    const right = choiceFeedback('h4', () => ({ right: true, text: 'why' }), texts);
    expect(right).toEqual({ verdict: 'success', tone: 'good', title: '¡Correcto!', text: 'why', outcome: 'solved' });
    expect(choiceFeedback('a2', () => ({ right: false, text: 'why not' }), texts).title).toBeUndefined();
  });

  it('squares marked right show the task’s answer: which squares and what they are (de)', () => {
    const ex = exercise('pick-dens');
    if (ex.kind !== 'pick-squares') throw new Error('pick-dens is no pick-squares task');
    const f = pickSuccess(textsFor('de', 'jungle'), ex);
    expect(f.title).toBe('Richtig!');
    expect(f.text).toBe(DICTIONARIES.de['lesson.jungle.pick-dens.answer']);
    expect(f.text).toMatch(/d1.*d9/);
  });
});

/*
 * Native reference perft for both games: the yardstick of `npm run bench -- perft`.
 *
 *   perft banqi  "<position>" <depth>
 *   perft jungle "<position>" <depth>
 *
 * Plain mailbox C written from /work/shared/rules.md and notation.md (not from our TypeScript engine):
 * one array of squares, make/unmake, and leaf counting at depth 1 (the number of children) as any
 * perft does. A Banqi reveal counts once per distinct identity in the pool. It trusts its input
 * (positions come from the bench), but refuses text it cannot read with exit code 2.
 * Build: cc -O2 -o perft perft.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long long u64;

static const int DF[4] = {0, 1, 0, -1};
static const int DR[4] = {1, 0, -1, 0};

static void fail(const char *why) {
  fprintf(stderr, "error: %s\n", why);
  exit(2);
}

/* ---------------------------------------------------------------- Banqi (8 x 4) */

/* cell: 0 empty, 1..14 face up (red G A E R H C S = 1..7, black = 8..14), 15 face down */
enum { B_EMPTY = 0, B_HIDDEN = 15, B_UNASSIGNED = 2, B_CLOCK_LIMIT = 120 };
static const char B_LETTERS[] = "GAERHCSgaerhcs";

static int bCells[32];
static int bPool[14];
static int bMaterial[2];
static int bSide, bClock, bHidden, bDistinct;

static int bNext[32][4]; /* orthogonal neighbour in each direction, -1 off the board */

static int bColour(int c) { return c >= 1 && c <= 7 ? 0 : c >= 8 && c <= 14 ? 1 : 2; }
static int bKind(int c) { return (c - 1) % 7; } /* 0 general .. 5 cannon, 6 soldier */

/* B5: rank captures, soldier takes general, general never takes soldier; B6: no cannon step capture */
static int bStepCaptures(int a, int v) {
  int ka = bKind(a), kv = bKind(v);
  if (ka == 5) return 0;
  if (ka == 6 && kv == 0) return 1;
  if (ka == 0 && kv == 6) return 0;
  return ka <= kv;
}

static int bOver(void) {
  return bSide != B_UNASSIGNED && (bClock >= B_CLOCK_LIMIT || bMaterial[0] == 0 || bMaterial[1] == 0);
}

static int bGenerate(int *out) {
  int n = 0;
  if (bOver()) return 0;
  for (int sq = 0; sq < 32; sq++) {
    int c = bCells[sq];
    if (c == B_HIDDEN) {
      out[n++] = sq | (sq << 5);
      continue;
    }
    if (c == B_EMPTY || bColour(c) != bSide) continue;
    for (int d = 0; d < 4; d++) {
      int to = bNext[sq][d];
      if (to < 0) continue;
      int v = bCells[to];
      if (v == B_EMPTY) {
        out[n++] = sq | (to << 5);
      } else if (bKind(c) != 5 && v != B_HIDDEN && bColour(v) != bSide && bStepCaptures(c, v)) {
        out[n++] = sq | (to << 5);
      }
      if (bKind(c) == 5) { /* cannon: over exactly one screen onto a face-up enemy */
        int screens = 0;
        for (int t = to; t >= 0; t = bNext[t][d]) {
          int w = bCells[t];
          if (w == B_EMPTY) continue;
          if (screens++ == 0) continue;
          if (w != B_HIDDEN && bColour(w) != bSide) out[n++] = sq | (t << 5);
          break;
        }
      }
    }
  }
  return n;
}

static u64 bPerft(int depth) {
  int moves[128];
  int n = bGenerate(moves);
  if (depth == 1) return n == 0 ? 0 : (u64)(n - bHidden) + (u64)bHidden * bDistinct;
  u64 total = 0;
  for (int i = 0; i < n; i++) {
    int from = moves[i] & 31, to = moves[i] >> 5;
    int side = bSide, clock = bClock;
    if (from == to) {
      for (int id = 0; id < 14; id++) {
        if (bPool[id] == 0) continue;
        int code = id + 1;
        bCells[from] = code;
        if (--bPool[id] == 0) bDistinct--;
        bHidden--;
        bClock = 0;
        bSide = 1 - (side == B_UNASSIGNED ? bColour(code) : side);
        total += bPerft(depth - 1);
        bSide = side;
        bClock = clock;
        bHidden++;
        if (bPool[id]++ == 0) bDistinct++;
        bCells[from] = B_HIDDEN;
      }
    } else {
      int piece = bCells[from], victim = bCells[to];
      bCells[to] = piece;
      bCells[from] = B_EMPTY;
      if (victim == B_EMPTY) bClock++;
      else {
        bMaterial[bColour(victim)]--;
        bClock = 0;
      }
      bSide = 1 - side;
      total += bPerft(depth - 1);
      bSide = side;
      bClock = clock;
      if (victim != B_EMPTY) bMaterial[bColour(victim)]++;
      bCells[from] = piece;
      bCells[to] = victim;
    }
  }
  return total;
}

static void bLoad(const char *text) {
  for (int sq = 0; sq < 32; sq++)
    for (int d = 0; d < 4; d++) {
      int f = (sq & 7) + DF[d], r = (sq >> 3) + DR[d];
      bNext[sq][d] = f < 0 || f > 7 || r < 0 || r > 3 ? -1 : r * 8 + f;
    }
  char board[128], side[8], pool[128];
  int clock, moveNumber;
  if (sscanf(text, "%127s %7s %127s %d %d", board, side, pool, &clock, &moveNumber) != 5) fail("banqi fields");
  int r = 3, f = 0;
  for (const char *p = board; *p; p++) {
    if (*p == '/') {
      r--;
      f = 0;
    } else if (*p >= '1' && *p <= '8') {
      for (int k = 0; k < *p - '0'; k++) bCells[r * 8 + f++] = B_EMPTY;
    } else if (*p == 'X') {
      bCells[r * 8 + f++] = B_HIDDEN;
      bHidden++;
    } else {
      const char *at = strchr(B_LETTERS, *p);
      if (at == NULL || r < 0 || f > 7) fail("banqi board");
      int code = (int)(at - B_LETTERS) + 1;
      bCells[r * 8 + f++] = code;
      bMaterial[bColour(code)]++;
    }
  }
  bSide = side[0] == 'r' ? 0 : side[0] == 'b' ? 1 : B_UNASSIGNED;
  if (strcmp(pool, "-") != 0) {
    for (const char *p = pool; *p; p += 2) {
      const char *at = strchr(B_LETTERS, p[0]);
      if (at == NULL || p[1] < '1' || p[1] > '9') fail("banqi pool");
      int id = (int)(at - B_LETTERS);
      bPool[id] = p[1] - '0';
      bDistinct++;
      bMaterial[id < 7 ? 0 : 1] += bPool[id];
    }
  }
  bClock = clock;
}

/* ---------------------------------------------------------------- Jungle (7 x 9) */

/* cell: +strength red, -strength blue, 0 empty (rat 1 .. elephant 8); square = rank0 * 7 + file0 */
enum { J_RAT = 1, J_TIGER = 6, J_LION = 7, J_ELEPHANT = 8, J_CLOCK_LIMIT = 60, J_RED_DEN = 3, J_BLUE_DEN = 59 };
static const char J_LETTERS[] = "RCDWPTLE";

static int jCells[63];
static int jSide, jClock;

static int jNext[63][4]; /* orthogonal neighbour in each direction, -1 off the board */
static int jWater[63];
static int jWeakens[63]; /* J4: +1 red pieces weakened (blue trap), -1 blue pieces (red trap) */

static void jTables(void) {
  for (int sq = 0; sq < 63; sq++) {
    int f = sq % 7, r = sq / 7;
    jWater[sq] = (f == 1 || f == 2 || f == 4 || f == 5) && r >= 3 && r <= 5;
    jWeakens[sq] = sq == 2 || sq == 4 || sq == 10 ? -1 : sq == 58 || sq == 60 || sq == 52 ? 1 : 0;
    for (int d = 0; d < 4; d++) {
      int tf = f + DF[d], tr = r + DR[d];
      jNext[sq][d] = tf < 0 || tf > 6 || tr < 0 || tr > 8 ? -1 : tr * 7 + tf;
    }
  }
}

static int jStrength(int code, int sq) {
  int w = jWeakens[sq];
  if (w != 0 && (w > 0) == (code > 0)) return 0;
  return code > 0 ? code : -code;
}

/* J2, J3, J4 */
static int jCaptures(int att, int from, int def, int to) {
  if (jWater[from] != jWater[to]) return 0;
  int a = att > 0 ? att : -att, d = def > 0 ? def : -def;
  int ds = jStrength(def, to);
  if (a == J_RAT && d == J_ELEPHANT) return 1;
  if (a == J_ELEPHANT && d == J_RAT && ds != 0) return 0;
  return jStrength(att, from) >= ds;
}

static int jOver(void) { return jClock >= J_CLOCK_LIMIT || jCells[J_RED_DEN] != 0 || jCells[J_BLUE_DEN] != 0; }

static int jGenerate(int *out) {
  int n = 0;
  if (jOver()) return 0;
  for (int sq = 0; sq < 63; sq++) {
    int c = jCells[sq];
    if (c == 0 || (c > 0) != (jSide > 0)) continue;
    int k = c > 0 ? c : -c;
    for (int d = 0; d < 4; d++) {
      int to = jNext[sq][d];
      if (to < 0) continue;
      if (jWater[to] && k != J_RAT) {
        if (k != J_LION && k != J_TIGER) continue;
        int blocked = 0; /* J5: across the whole lake, no rat in the way */
        for (; jWater[to]; to = jNext[to][d])
          if (jCells[to] == J_RAT || jCells[to] == -J_RAT) blocked = 1;
        if (blocked) continue;
      }
      if ((jSide > 0 && to == J_RED_DEN) || (jSide < 0 && to == J_BLUE_DEN)) continue;
      int v = jCells[to];
      if (v != 0 && ((v > 0) == (jSide > 0) || !jCaptures(c, sq, v, to))) continue;
      out[n++] = sq | (to << 6);
    }
  }
  return n;
}

static u64 jPerft(int depth) {
  int moves[32];
  int n = jGenerate(moves);
  if (depth == 1) return (u64)n;
  u64 total = 0;
  for (int i = 0; i < n; i++) {
    int from = moves[i] & 63, to = moves[i] >> 6;
    int piece = jCells[from], victim = jCells[to], clock = jClock;
    jCells[to] = piece;
    jCells[from] = 0;
    jClock = victim != 0 ? 0 : clock + 1;
    jSide = -jSide;
    total += jPerft(depth - 1);
    jSide = -jSide;
    jClock = clock;
    jCells[from] = piece;
    jCells[to] = victim;
  }
  return total;
}

static void jLoad(const char *text) {
  jTables();
  char board[128], side[8];
  int clock, moveNumber;
  if (sscanf(text, "%127s %7s %d %d", board, side, &clock, &moveNumber) != 4) fail("jungle fields");
  int r = 8, f = 0;
  for (const char *p = board; *p; p++) {
    if (*p == '/') {
      r--;
      f = 0;
    } else if (*p >= '1' && *p <= '7') {
      for (int k = 0; k < *p - '0'; k++) jCells[r * 7 + f++] = 0;
    } else {
      const char *up = *p >= 'A' && *p <= 'Z' ? strchr(J_LETTERS, *p) : NULL;
      const char *low = *p >= 'a' && *p <= 'z' ? strchr(J_LETTERS, *p - 'a' + 'A') : NULL;
      if ((up == NULL && low == NULL) || r < 0 || f > 6) fail("jungle board");
      jCells[r * 7 + f++] = up != NULL ? (int)(up - J_LETTERS) + 1 : -((int)(low - J_LETTERS) + 1);
    }
  }
  jSide = side[0] == 'r' ? 1 : -1;
  jClock = clock;
}

int main(int argc, char **argv) {
  if (argc != 4) fail("usage: perft banqi|jungle <position> <depth>");
  int depth = atoi(argv[3]);
  u64 leaves;
  if (strcmp(argv[1], "banqi") == 0) {
    bLoad(argv[2]);
    leaves = depth < 1 ? 1 : bPerft(depth);
  } else if (strcmp(argv[1], "jungle") == 0) {
    jLoad(argv[2]);
    leaves = depth < 1 ? 1 : jPerft(depth);
  } else {
    fail("unknown game");
    return 2;
  }
  printf("%llu\n", leaves);
  return 0;
}

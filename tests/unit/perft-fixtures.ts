/** Perft fixtures from ../shared/perft.md at depths that together run in a few seconds. */
/** game, position, depth, leaves (copied from ../shared/perft.md). */
export const FIXTURES: readonly (readonly ['banqi' | 'jungle', string, number, number])[] = [
  ['banqi', 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1', 3, 78989568],
  ['jungle', 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', 5, 5111620],
  ['banqi', 'sXXXXXXS/XXXXXXXX/XXXXCSXX/XXXXaSXX r G1A2E2R2H2C1S2g1a1e2r2h2c2s4 0 4', 3, 40477111],
  ['banqi', 'XXXXXXe1/XXXRCSXs/XXXaS1XH/XXXXXaXc r G1A2E1H1C1S3g1e1r2h2c1s4 0 8', 3, 10910060],
  ['banqi', '1sXA1rXX/XrCEgGSs/RhXXsHXc/aeXaXSXE r A1R1C1S2e1h1c1s2 0 13', 3, 434781],
  ['banqi', 'AXc1GX1S/E1aXr1Hs/sXeh1Xa1/ARXCsS2 b E1H1C1S1g1s1 0 21', 4, 2443929],
  ['banqi', 'ear3Sc/sa1RR2s/X6g/SGEEH1As r C1 6 31', 5, 382921],
  ['banqi', 'e1hC1c1h/a3A2s/3c2Gs/2AS2R1 b - 2 41', 5, 941222],
  ['jungle', 'l6/5ct/1dp1w1e/r6/7/7/1EW1P1R/1C2D1L/T6 r 6 4', 5, 1724661],
  ['jungle', 'l6/d3p1t/1r2wce/7/7/5R1/E1W4/C3P1D/T5L r 14 8', 5, 1440884],
  ['jungle', '1l4t/dpw2c1/6e/r6/7/E6/5PR/2CWD1L/1T5 r 24 13', 5, 1878667],
  ['jungle', '6t/2l2ce/1p1w3/d6/1r5/7/2P2DR/1E2CL1/T1W4 r 40 21', 5, 2741298],
  ['jungle', '1l4t/2c3e/4dLw/1r1W3/7/7/E3D2/T5R/1C3P1 r 17 31', 5, 2511759],
  ['jungle', '1dp4/1l5/e2w1t1/1r4L/E5P/7/7/TW1CD2/7 r 17 41', 5, 1475023],
];

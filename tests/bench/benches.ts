/** Each entry prints its own figures. Add a game's or a feature's bench here. */
export const BENCHES: Record<string, () => void | Promise<void>> = {
  banqi: () => import('./banqi').then((m) => m.benchBanqi()),
  jungle: () => import('./jungle').then((m) => m.benchJungle()),
  site: () => import('./site').then((m) => m.benchSite()),
};

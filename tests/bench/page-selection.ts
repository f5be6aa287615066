/**
 * The pages a browser bench visits (lighthouse.ts, layout-shift.ts): every route of one locale by default;
 * PLYYARD_LIGHTHOUSE_PAGES=banqi,jungle,learn-banqi-1 (route ids, src/i18n/routes.ts) for fewer pages,
 * PLYYARD_LIGHTHOUSE_LOCALES=pt,es,fr,de (or `all`) for more locales.
 */
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { ROUTE_IDS, type RouteId } from '../../src/i18n/routes';

export function wantedRoutes(): RouteId[] {
  const spec = process.env.PLYYARD_LIGHTHOUSE_PAGES;
  if (spec === undefined || spec === '') return ROUTE_IDS;
  return ROUTE_IDS.filter((id) => spec.split(',').includes(id));
}

export function wantedLocales(): Locale[] {
  const spec = process.env.PLYYARD_LIGHTHOUSE_LOCALES ?? 'pt';
  if (spec === 'all') return [...LOCALES];
  return LOCALES.filter((l) => spec.split(',').includes(l));
}
